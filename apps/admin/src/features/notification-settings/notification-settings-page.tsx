import { ListStatus } from '#src/components/list-status.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useNotificationSettings } from './notification-settings-api.ts';
import { NotificationSettingsForm } from './notification-settings-form.tsx';

/**
 * Notification settings (spec §3, §4, §7, §8; issue 14 point 8): the message the loyalty app
 * shows customers, for super admins (decision 035). Spec §8 ignores a failed load; here staff
 * are told and may retry, as on every list of the console.
 */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  const setting = settings.data?.[0];
  return (
    <>
      <PageTitle>Notification Settings</PageTitle>
      {settings.isPending ? (
        <ListStatus state="loading" />
      ) : settings.isError ? (
        <ListStatus state="error" onRetry={() => void settings.refetch()}>
          The notification settings could not be loaded: {settings.error.message}
        </ListStatus>
      ) : !setting ? (
        <ListStatus state="empty">There is no notification setting yet.</ListStatus>
      ) : (
        // Keyed by what was saved, so a refetch after saving starts from the stored values.
        <NotificationSettingsForm
          key={`${setting.notificationId}|${String(setting.notificationFlag)}|${setting.notificationMessage}`}
          setting={setting}
        />
      )}
    </>
  );
}
