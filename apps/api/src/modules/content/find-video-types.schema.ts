import { z } from 'zod';
import { limitArg, localeArg, slugArg, startArg, textArg } from './content-args.ts';

export const FindVideoTypesSchema = z.object({
  locale: localeArg,
  /** One type's page, /videos/{pageSlug}; the slug in this locale or en-GB. */
  slug: slugArg,
  /** Matches the type's name, case-insensitively. */
  search: textArg,
  start: startArg,
  limit: limitArg(20),
});
export type FindVideoTypes = z.output<typeof FindVideoTypesSchema>;
