import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import {
  ApiErrorSchema,
  NotificationControlSchema,
  NotificationSettingSchema,
  type NotificationSetting,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { notificationSettings } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import { recordAudit } from '#src/modules/auth/record-audit.ts';
import { signedInStaff } from '#src/modules/auth/signed-in-staff.ts';
import type { Actor } from '#src/modules/auth/staff-ref.ts';
import { notificationColumns } from './find-notification-settings.ts';

type Change = {
  notificationId: number;
  notificationFlag: boolean;
  notificationType: string;
  notificationMessage: string;
};

/**
 * Changes one setting and records who changed what (before and after) in one transaction,
 * so the audit log holds exactly the changes that were made. An unknown id changes nothing.
 */
export async function updateNotificationSetting(
  db: Orm,
  change: Change,
  actor: Actor,
): Promise<NotificationSetting> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(notificationColumns)
      .from(notificationSettings)
      .where(eq(notificationSettings.id, change.notificationId))
      .for('update');
    if (!before) throw new HttpError(404, t('en', 'admin.error.notificationNotFound'));
    const [after] = await tx
      .update(notificationSettings)
      .set({
        notificationFlag: change.notificationFlag,
        notificationType: change.notificationType,
        notificationMessage: change.notificationMessage,
        updatedAt: sql`now()`,
      })
      .where(eq(notificationSettings.id, change.notificationId))
      .returning(notificationColumns);
    await recordAudit(tx, {
      action: 'notifications.update',
      actorId: actor.actorId,
      clientAddress: actor.clientAddress,
      target: { type: 'notification-setting', id: change.notificationId },
      details: { before, after },
    });
    return after!;
  });
}

/** POST /customer/notification-control (spec §7): the notifications card (super admins). */
export const updateNotificationSettingRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customer/notification-control',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the customer notification: flag, type and message',
        body: NotificationControlSchema,
        response: {
          200: NotificationSettingSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (req) =>
      updateNotificationSetting(app.db.orm, req.body, {
        actorId: signedInStaff(req).id,
        clientAddress: req.ip,
      }),
  );
};
