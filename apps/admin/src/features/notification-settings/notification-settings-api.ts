import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NotificationSettingSchema,
  NotificationSettingsSchema,
  type NotificationControl,
} from '@lumen/validation/notification-settings';
import { apiJson } from '#src/lib/api-client.ts';

/** GET /customer/notification-get-all: the first element is the setting (spec §7). */
export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['notification-settings'],
    queryFn: ({ signal }) =>
      apiJson(NotificationSettingsSchema, '/customer/notification-get-all', { signal }),
  });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** POST /customer/notification-control; the list is read again afterwards. */
export function useUpdateNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationControl) =>
      apiJson(NotificationSettingSchema, '/customer/notification-control', {
        method: 'POST',
        body,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: notificationSettingsQueryOptions().queryKey }),
  });
}
