import { z } from 'zod';
import { localeArg, idListArg } from './content-args.ts';

export const FindFaqCategoriesSchema = z.object({
  locale: localeArg,
  /** The chosen categories' ids; none (or an empty list) means every category. */
  ids: idListArg,
});
export type FindFaqCategories = z.output<typeof FindFaqCategoriesSchema>;
