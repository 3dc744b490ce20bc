import { z } from 'zod';
import { limitArg, localeArg, slugArg, startArg } from './content-args.ts';

/** Every opening fits one page: a company of this size rarely has more than a few dozen. */
export const CAREERS_OPPORTUNITIES_LIMIT = 40;

export const FindCareersOpportunitiesSchema = z.object({
  locale: localeArg,
  /** A location's orderId (spec §7); the Worldwide location, like none, means every location. */
  location: z
    .number()
    .int()
    .min(0, 'must be 0 or more')
    .max(10_000, 'must be at most 10000')
    .nullish()
    .transform((v) => v ?? undefined),
  slug: slugArg,
  start: startArg,
  limit: limitArg(CAREERS_OPPORTUNITIES_LIMIT),
});
export type FindCareersOpportunities = z.output<typeof FindCareersOpportunitiesSchema>;
