import { z } from 'zod';
import { localeArg, textArg } from './content-args.ts';

export const FindZiignaSubParamsSchema = z.object({
  locale: localeArg,
  /**
   * Only the sub-parameters with this title in the requested locale or in en-GB, ignoring
   * case (spec §7: "ziignaSubParams filtered by title Output"); none or empty means all.
   */
  title: textArg,
});
export type FindZiignaSubParams = z.output<typeof FindZiignaSubParamsSchema>;
