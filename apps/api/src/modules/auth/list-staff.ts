import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, StaffListSchema, type StaffList } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { staffAccounts } from '#src/db/schema.ts';
import { STAFF_ACCOUNT_COLUMNS, toStaffAccount } from './staff-account.ts';

/** Every staff account by user name: a few dozen at most, so one page. */
export async function listStaff(db: Orm): Promise<StaffList> {
  const rows = await db
    .select(STAFF_ACCOUNT_COLUMNS)
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.userName));
  return { content: rows.map(toStaffAccount), totalElements: rows.length };
}

/** GET /admin/staff (super admins): the user-management screen's list. */
export const listStaffRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every staff account (never a password hash)',
        response: { 200: StaffListSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => listStaff(app.db.orm),
  );
};
