import { z } from 'zod';
import { limitArg, localeArg, slugArg, startArg } from './content-args.ts';

export const FindCataloguesSchema = z.object({
  locale: localeArg,
  /** One catalogue's viewer, /product-catalogue/{pageSlug}; in this locale or en-GB. */
  slug: slugArg,
  /** A year, e.g. "2026" (the catalogue year's `year`). */
  year: slugArg,
  start: startArg,
  limit: limitArg(20),
});
export type FindCatalogues = z.output<typeof FindCataloguesSchema>;
