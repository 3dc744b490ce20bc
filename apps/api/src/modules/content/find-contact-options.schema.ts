import { z } from 'zod';
import { limitArg, localeArg, startArg } from './content-args.ts';

/** /contact shows up to 3 option cards (spec §2 Contact, §7 contactuses limit 3). */
export const CONTACT_OPTIONS_SHOWN = 3;

export const FindContactOptionsSchema = z.object({
  locale: localeArg,
  start: startArg,
  limit: limitArg(CONTACT_OPTIONS_SHOWN),
});
export type FindContactOptions = z.output<typeof FindContactOptionsSchema>;
