import { z } from 'zod';
import { limitArg, localeArg } from './content-args.ts';

export const FindFeaturedProductsSchema = z.object({
  locale: localeArg,
  limit: limitArg(12),
});
export type FindFeaturedProducts = z.output<typeof FindFeaturedProductsSchema>;
