import { z } from 'zod';
import { localeArg, slugArg } from './content-args.ts';

export const FindProductCategoryHeadersSchema = z.object({
  locale: localeArg,
  /** A main category slug in either language (downlights or spots-encastres). */
  slug: slugArg,
});
export type FindProductCategoryHeaders = z.output<typeof FindProductCategoryHeadersSchema>;
