import { z } from 'zod';
import { localeArg, slugArg } from './content-args.ts';

export const FindMainCategoriesSchema = z.object({
  locale: localeArg,
  /** Compared by nameKey, in either language (the select-range page passes ?category=). */
  title: slugArg,
  /** A main category slug in either language (?categorySlug=). */
  slug: slugArg,
});
export type FindMainCategories = z.output<typeof FindMainCategoriesSchema>;
