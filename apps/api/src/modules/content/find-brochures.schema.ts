import { z } from 'zod';
import { limitArg, localeArg, slugArg, startArg } from './content-args.ts';

export const FindBrochuresSchema = z.object({
  locale: localeArg,
  /** One guide's viewer, /lighting-guides/{pageSlug}; in this locale or en-GB. */
  slug: slugArg,
  start: startArg,
  limit: limitArg(20),
});
export type FindBrochures = z.output<typeof FindBrochuresSchema>;
