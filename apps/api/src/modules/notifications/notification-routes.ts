import type { FastifyPluginAsync } from 'fastify';
import { findNotificationSettingsRoute } from './find-notification-settings.ts';
import { updateNotificationSettingRoute } from './update-notification-setting.ts';

/**
 * The customer notification setting (issue 14 point 8; decision 035): staff-only although
 * the spec's paths sit under /customer, listed in modules/auth/route-access.ts.
 */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(findNotificationSettingsRoute);
  await app.register(updateNotificationSettingRoute);
};
