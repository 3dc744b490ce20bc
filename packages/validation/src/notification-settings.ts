import { z } from 'zod';
import type { MessageKey } from '@lumen/i18n/messages';
import { NO_CONTROL_CHARACTERS } from './text.ts';

/*
 * The customer notification setting (issue 14 point 8; campaigns spec §3 "Notification
 * setting", §4, §7, §8): the console's form and the API parse with these.
 */

const msg = (key: MessageKey) => ({ message: key, abort: true });

export const NOTIFICATION_LIMITS = {
  /** Long enough for a paragraph in the app's banner; the table's CHECK repeats it. */
  messageMax: 500,
  typeMax: 40,
} as const;

/* A message may run over several lines: only line ends are allowed among control characters. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MESSAGE_CHARACTERS = /^[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * `POST /customer/notification-control`. The message is trimmed; it is required while the
 * flag is on (an empty banner says nothing) and kept, possibly empty, while it is off, so
 * switching the flag back on restores it (spec §4: the box is disabled, not cleared).
 */
export const NotificationControlSchema = z
  .strictObject({
    notificationId: z
      .number(msg('admin.error.notificationId'))
      .int(msg('admin.error.notificationId'))
      .min(1, msg('admin.error.notificationId'))
      .max(Number.MAX_SAFE_INTEGER, msg('admin.error.notificationId')),
    notificationFlag: z.boolean(msg('admin.error.notificationFlag')),
    notificationType: z
      .string(msg('admin.error.notificationType'))
      .trim()
      .min(1, msg('admin.error.notificationType'))
      .max(NOTIFICATION_LIMITS.typeMax, msg('admin.error.notificationType'))
      .regex(NO_CONTROL_CHARACTERS, msg('admin.error.notificationType')),
    notificationMessage: z
      .string(msg('admin.error.notificationMessageMax'))
      .trim()
      .max(NOTIFICATION_LIMITS.messageMax, msg('admin.error.notificationMessageMax'))
      .regex(MESSAGE_CHARACTERS, msg('admin.error.notificationMessageMax')),
  })
  .superRefine((v, ctx) => {
    if (v.notificationFlag && v.notificationMessage === '')
      ctx.addIssue({
        code: 'custom',
        path: ['notificationMessage'],
        message: 'admin.error.notificationMessageRequired',
      });
  });
export type NotificationControl = z.input<typeof NotificationControlSchema>;

export const NotificationSettingSchema = z.strictObject({
  notificationId: z.number().int(),
  notificationFlag: z.boolean(),
  notificationType: z.string(),
  notificationMessage: z.string(),
});
export type NotificationSetting = z.infer<typeof NotificationSettingSchema>;

/** `GET /customer/notification-get-all`: the first element is the setting (spec §7). */
export const NotificationSettingsSchema = z.array(NotificationSettingSchema);
