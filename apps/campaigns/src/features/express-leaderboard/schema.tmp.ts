/*
 * TEMPORARY: for the lead to delete at merge. A local copy of the names this feature needs from
 * @lumen/validation's promotions.ts and promotions-constants.ts, which the promotions API
 * branch adds (same names and shapes, spec §9). At merge: replace every
 * `from '../schema.tmp.ts'` in this feature with `from '@lumen/validation'` (or its
 * `./promotions` and `./promotions-constants` subpaths) and delete this file (features do not
 * share files, so each has its copy). The ASM list is the API's; a row's asmName is read as text here.
 */
import { z } from 'zod';

export const EXPRESS_COUNTRIES = ['UNITED KINGDOM', 'IRELAND'] as const;
export type ExpressCountry = (typeof EXPRESS_COUNTRIES)[number];

export const EXPRESS_LIMITS = {
  name: 40,
  pageSize: 50,
  truncateName: 20,
  truncateContractor: 40,
  maxPage: 2000,
} as const;

export const ExpressLeaderboardRowSchema = z.strictObject({
  contractor: z.string(),
  timeTaken: z.number().int(),
  wholesaler: z.string(),
  country: z.enum(EXPRESS_COUNTRIES),
  asmName: z.string(),
  startDate: z.iso.date(),
});
export type ExpressLeaderboardRow = z.infer<typeof ExpressLeaderboardRowSchema>;

export const ExpressLeaderboardSchema = z.strictObject({
  content: z.array(ExpressLeaderboardRowSchema),
  totalElements: z.number().int(),
});
export type ExpressLeaderboard = z.infer<typeof ExpressLeaderboardSchema>;
