import { z } from 'zod';
import { limitArg, localeArg, skuListArg, slugArg, startArg, textArg } from './content-args.ts';

export const FindHowToVideosSchema = z.object({
  locale: localeArg,
  /** Videos that list any of these SKUs in productSkuList... */
  skus: skuListArg,
  /** ...or that cover this range (productRanges). Given together, either matches. */
  range: slugArg,
  id: slugArg,
  /** Matches the heading, case-insensitively. */
  heading: textArg,
  /** A video type's page: the type's id or pageSlug. */
  type: slugArg,
  start: startArg,
  limit: limitArg(12),
});
export type FindHowToVideos = z.output<typeof FindHowToVideosSchema>;
