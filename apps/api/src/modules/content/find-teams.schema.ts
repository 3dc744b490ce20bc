import { z } from 'zod';
import { localeArg, slugArg } from './content-args.ts';

export const FindTeamsSchema = z.object({ locale: localeArg, id: slugArg });
export type FindTeams = z.output<typeof FindTeamsSchema>;
