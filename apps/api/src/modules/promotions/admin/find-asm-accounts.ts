import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ExpressAsmAccountsSchema,
  type ExpressAsmAccounts,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { staffAccounts } from '#src/db/schema.ts';

/** The ASM accounts an admin may file a visit under: active ones, by display name. */
export async function findAsmAccounts(db: Orm): Promise<ExpressAsmAccounts> {
  return db
    .select({ id: staffAccounts.id, displayName: staffAccounts.displayName })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'asm'), eq(staffAccounts.disabled, false)))
    .orderBy(asc(staffAccounts.displayName), asc(staffAccounts.id));
}

/** GET /admin/express-campaign/asm-accounts (admins): the entry form's ASM picker. */
export const findAsmAccountsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/express-campaign/asm-accounts',
    {
      schema: {
        tags: ['admin'],
        summary: 'The active ASM accounts an admin can file an express entry under',
        response: { 200: ExpressAsmAccountsSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => findAsmAccounts(app.db.orm),
  );
};
