import { z } from 'zod';
import { limitArg, localeArg, slugArg, startArg } from './content-args.ts';

/** The home page shows 3 customer cards (spec §2 Home). */
export const CUSTOMER_CARDS_SHOWN = 3;

export const FindCustomerDetailsSchema = z.object({
  locale: localeArg,
  /** The customer story page, /customers/?customer={pageSlug}. */
  slug: slugArg,
  start: startArg,
  limit: limitArg(CUSTOMER_CARDS_SHOWN),
});
export type FindCustomerDetails = z.output<typeof FindCustomerDetailsSchema>;
