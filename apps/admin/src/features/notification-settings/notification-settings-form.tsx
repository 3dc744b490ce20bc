import { useId, useState } from 'react';
import {
  NOTIFICATION_LIMITS,
  NotificationControlSchema,
  type NotificationSetting,
} from '@lumen/validation/notification-settings';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { useToast } from '#src/components/toast.tsx';
import { messageText } from '#src/lib/messages.ts';
import { apiFieldErrors, schemaFieldErrors, type FieldErrors } from '#src/lib/field-errors.ts';
import { useUpdateNotificationSetting } from './notification-settings-api.ts';

const number = new Intl.NumberFormat('en-GB');

/**
 * The notification setting (spec §3, §4, §8): a flag and the message customers see. The
 * message box is disabled while the flag is off, and keeps its text, so switching the flag
 * back on restores it. Checked with the API's own schema before it is sent.
 */
export function NotificationSettingsForm({ setting }: { setting: NotificationSetting }) {
  const [isOn, setOn] = useState(setting.notificationFlag);
  const [message, setMessage] = useState(setting.notificationMessage);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useUpdateNotificationSetting();
  const toast = useToast();
  const id = useId();
  const messageError = errors.notificationMessage;

  return (
    <form
      noValidate
      className="grid max-w-2xl gap-5 rounded-lg border border-ink-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (mutation.isPending) return;
        const body = {
          notificationId: setting.notificationId,
          notificationFlag: isOn,
          notificationType: setting.notificationType,
          notificationMessage: message,
        };
        const parsed = NotificationControlSchema.safeParse(body);
        if (!parsed.success) {
          setErrors(schemaFieldErrors(parsed.error));
          document.getElementById(`${id}-message`)?.focus();
          return;
        }
        setErrors({});
        mutation.mutate(body, {
          // Spec §8: bottom centre, 3 s (the toast's normal duration).
          onSuccess: () => toast(messageText('admin.notification.updated')),
          onError: (error) => {
            const found = apiFieldErrors(error);
            if (found.notificationMessage) setErrors(found);
            toast(messageText('admin.notification.failed'), { tone: 'error' });
          },
        });
      }}
    >
      <p className="text-sm text-ink-700">
        Type: <span className="font-mono">{setting.notificationType}</span>
      </p>
      <label className="flex items-center gap-3 text-base font-medium">
        <input
          type="checkbox"
          name="notificationFlag"
          className="focus-ring h-5 w-5"
          checked={isOn}
          onChange={(e) => {
            setOn(e.target.checked);
            setErrors({});
          }}
        />
        Show the notification to customers
      </label>
      <div className="grid gap-1">
        <label htmlFor={`${id}-message`} className="text-sm font-medium">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="notificationMessage"
          rows={4}
          className="focus-ring rounded-md border border-ink-300 bg-white px-3 py-2 text-base disabled:bg-ink-100 disabled:text-ink-600 aria-invalid:border-danger-600"
          disabled={!isOn}
          value={message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${id}-count${messageError ? ` ${id}-error` : ''}`}
          onChange={(e) => setMessage(e.target.value)}
        />
        <p id={`${id}-count`} className="text-sm text-ink-700">
          {isOn ? '' : 'Turn the notification on to edit the message. '}
          {number.format(message.trim().length)} of {number.format(NOTIFICATION_LIMITS.messageMax)}{' '}
          characters
        </p>
        {messageError ? (
          <p id={`${id}-error`} className="text-sm text-danger-600">
            {messageError}
          </p>
        ) : null}
      </div>
      <div>
        <button
          type="submit"
          className={buttonClassName({ variant: 'primary' })}
          disabled={mutation.isPending}
        >
          {mutation.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
