import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '@lumen/validation/staff';
import { apiFetch } from '#src/lib/api-client.ts';

/** POST /auth/change-password: 204; the account's other sessions end, this one stays. */
export async function changePassword(body: ChangePassword): Promise<void> {
  await apiFetch('/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
