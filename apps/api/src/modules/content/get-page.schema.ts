import { z } from 'zod';
import { localeArg, slugArg } from './content-args.ts';

export const GetPageSchema = z.object({
  locale: localeArg,
  id: slugArg.refine((v) => v !== undefined, 'required'),
});
export type GetPage = z.output<typeof GetPageSchema>;
