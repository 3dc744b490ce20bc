import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearSignInLock } from '@lumen/validation/staff';
import { apiFetch } from '#src/lib/api-client.ts';
import { signInLocksQueryOptions } from './get-sign-in-locks.ts';

/** POST /admin/sign-in-locks/clear: that address may try again at once (audited). */
export async function clearSignInLock(body: ClearSignInLock): Promise<void> {
  await apiFetch('/admin/sign-in-locks/clear', { method: 'POST', body });
}

export function useClearSignInLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearSignInLock,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: signInLocksQueryOptions().queryKey }),
  });
}
