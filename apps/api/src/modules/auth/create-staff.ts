import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import {
  ApiErrorSchema,
  CreateStaffSchema,
  STAFF_MESSAGES,
  StaffPasswordSchema,
  type CreateStaffInput,
  type StaffPassword,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { staffAccounts } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import { generatePassword, hashPassword } from './passwords.ts';
import { recordAudit } from './record-audit.ts';
import { signedInStaff } from './signed-in-staff.ts';
import { STAFF_ACCOUNT_COLUMNS, toStaffAccount } from './staff-account.ts';
import type { Actor } from './staff-ref.ts';

/**
 * Creates a staff account with a generated password (nobody picks one, so none is reused or
 * guessable), recorded in the audit log in the same transaction. The password is returned
 * once, to be handed over; only its hash is kept. 409 when the user name is taken.
 */
export async function createStaff(
  db: Orm,
  input: CreateStaffInput,
  actor: Actor,
  details: Record<string, unknown> = {},
): Promise<StaffPassword> {
  const password = generatePassword();
  // Hashed before the transaction: ~20 MB and tens of ms that need no connection held.
  const passwordHash = await hashPassword(password);
  const account = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffAccounts)
      .values({ ...input, passwordHash })
      .onConflictDoNothing({ target: staffAccounts.userName })
      .returning(STAFF_ACCOUNT_COLUMNS);
    if (!row) throw new HttpError(409, t('en', STAFF_MESSAGES.userNameTaken));
    await recordAudit(tx, {
      action: 'staff.create',
      actorId: actor.actorId,
      clientAddress: actor.clientAddress,
      target: { type: 'staff', id: row.id },
      details: { ...input, ...(actor.via ? { via: actor.via } : {}), ...details },
    });
    return row;
  });
  return { account: toStaffAccount(account), password };
}

/** POST /admin/staff (super admins): a new account and its password, shown once. */
export const createStaffRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a staff account with a generated password',
        body: CreateStaffSchema,
        response: {
          201: StaffPasswordSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const created = await createStaff(app.db.orm, req.body, {
        actorId: signedInStaff(req).id,
        clientAddress: req.ip,
      });
      return reply.status(201).send(created);
    },
  );
};
