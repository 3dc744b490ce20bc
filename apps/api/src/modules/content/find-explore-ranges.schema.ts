import { z } from 'zod';
import { limitArg, localeArg } from './content-args.ts';

/** The home page shows 4 range tiles (spec §2 Home). */
export const EXPLORE_RANGES_SHOWN = 4;

export const FindExploreRangesSchema = z.object({
  locale: localeArg,
  limit: limitArg(EXPLORE_RANGES_SHOWN),
});
export type FindExploreRanges = z.output<typeof FindExploreRangesSchema>;
