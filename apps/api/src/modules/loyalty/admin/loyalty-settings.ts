import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  LoyaltySettingsSchema,
  type LoyaltySettings,
  type LoyaltySettingsInput,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { loyaltySettings } from '#src/db/schema.ts';
import { recordAudit } from '#src/modules/auth/record-audit.ts';
import { signedInStaff } from '#src/modules/auth/signed-in-staff.ts';
import type { Actor } from '#src/modules/auth/staff-ref.ts';

const COLUMNS = {
  preferredSupplier: loyaltySettings.preferredSupplier,
  preferredSupplierPoints: loyaltySettings.preferredSupplierPoints,
  otherSupplierPoints: loyaltySettings.otherSupplierPoints,
  dailyUploadLimit: loyaltySettings.dailyUploadLimit,
};

/** The one settings row (the migration inserts it; nothing deletes it). */
export async function readLoyaltySettings(db: Pick<Orm, 'select'>): Promise<LoyaltySettings> {
  const [row] = await db.select(COLUMNS).from(loyaltySettings).where(eq(loyaltySettings.id, 1));
  if (!row) throw new Error('loyalty_settings has no row: migration 0014 not applied');
  return row;
}

/** §5's threshold for a vendor: the one supplier's, matched without case, or the others'. */
export function thresholdFor(settings: LoyaltySettings, vendorName: string): number {
  return vendorName.trim().toLowerCase() === settings.preferredSupplier.toLowerCase()
    ? settings.preferredSupplierPoints
    : settings.otherSupplierPoints;
}

/** Replaces the settings and records before and after, in one transaction. */
export async function updateLoyaltySettings(
  db: Orm,
  next: LoyaltySettings,
  actor: Actor,
): Promise<LoyaltySettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(COLUMNS)
      .from(loyaltySettings)
      .where(eq(loyaltySettings.id, 1))
      .for('update');
    await tx
      .update(loyaltySettings)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(loyaltySettings.id, 1));
    await recordAudit(tx, {
      action: 'loyalty-settings.update',
      actorId: actor.actorId,
      clientAddress: actor.clientAddress,
      target: { type: 'loyalty-settings', id: 1 },
      details: { before, after: next },
    });
    return next;
  });
}

/** GET and PUT /admin/loyalty-settings: the settings view (super admins only). */
export const loyaltySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/loyalty-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The invoice points thresholds and the daily upload limit',
        response: { 200: LoyaltySettingsSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => readLoyaltySettings(app.db.orm),
  );
  app.put(
    '/admin/loyalty-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the invoice points thresholds and the daily upload limit',
        body: LoyaltySettingsSchema,
        response: {
          200: LoyaltySettingsSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req) =>
      updateLoyaltySettings(app.db.orm, req.body satisfies LoyaltySettingsInput, {
        actorId: signedInStaff(req).id,
        clientAddress: req.ip,
      }),
  );
};
