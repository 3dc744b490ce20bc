import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  NotificationSettingsSchema,
  type NotificationSetting,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { notificationSettings } from '#src/db/schema.ts';

export const notificationColumns = {
  notificationId: notificationSettings.id,
  notificationFlag: notificationSettings.notificationFlag,
  notificationType: notificationSettings.notificationType,
  notificationMessage: notificationSettings.notificationMessage,
};

/** Every setting, oldest first: the first is the one the spec's screen edits. */
export function findNotificationSettings(db: Orm): Promise<NotificationSetting[]> {
  return db
    .select(notificationColumns)
    .from(notificationSettings)
    .orderBy(asc(notificationSettings.id));
}

/** GET /customer/notification-get-all (spec §7): the notifications card (super admins). */
export const findNotificationSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer/notification-get-all',
    {
      schema: {
        tags: ['admin'],
        summary: 'The customer notification settings; the first is the one shown',
        response: {
          200: NotificationSettingsSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async () => findNotificationSettings(app.db.orm),
  );
};
