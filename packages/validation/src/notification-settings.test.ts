import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LIMITS, NotificationControlSchema } from './notification-settings.ts';

const base = {
  notificationId: 1,
  notificationFlag: true,
  notificationType: 'loyalty-app',
  notificationMessage: 'Double points',
};
const issue = (v: object) =>
  NotificationControlSchema.safeParse({ ...base, ...v }).error?.issues[0]?.message;

describe('NotificationControlSchema', () => {
  it('takes a message at its limit, trimmed, with line ends', () => {
    const at = `a\r\n${'é'.repeat(NOTIFICATION_LIMITS.messageMax - 3)}`;
    expect(NotificationControlSchema.parse({ ...base, notificationMessage: ` ${at} ` })).toEqual({
      ...base,
      notificationMessage: at,
    });
  });

  it('refuses a message past its limit or with control characters', () => {
    expect(issue({ notificationMessage: 'é'.repeat(NOTIFICATION_LIMITS.messageMax + 1) })).toBe(
      'admin.error.notificationMessageMax',
    );
    expect(issue({ notificationMessage: 'a\u0007b' })).toBe('admin.error.notificationMessageMax');
  });

  it('requires a message while the flag is on, not while it is off', () => {
    expect(issue({ notificationMessage: '  ' })).toBe('admin.error.notificationMessageRequired');
    expect(issue({ notificationFlag: false, notificationMessage: '' })).toBeUndefined();
  });

  it('checks the type and the id at and past their limits', () => {
    expect(issue({ notificationType: 't'.repeat(NOTIFICATION_LIMITS.typeMax) })).toBeUndefined();
    expect(issue({ notificationType: 't'.repeat(NOTIFICATION_LIMITS.typeMax + 1) })).toBe(
      'admin.error.notificationType',
    );
    expect(issue({ notificationId: 0 })).toBe('admin.error.notificationId');
    expect(issue({ notificationId: 1.5 })).toBe('admin.error.notificationId');
  });
});
