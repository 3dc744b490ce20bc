import { useMutation } from '@tanstack/react-query';
import { StaffPasswordSchema, type StaffPassword } from '@lumen/validation/staff';
import { apiJson } from '#src/lib/api-client.ts';

/** POST /admin/staff/:id/reset-password: a new generated password, answered once. */
export function resetStaffPassword(id: number): Promise<StaffPassword> {
  return apiJson(StaffPasswordSchema, `/admin/staff/${id}/reset-password`, { method: 'POST' });
}

/** Nothing the list shows changes, so the list is not fetched again. */
export function useResetStaffPassword() {
  return useMutation({ mutationFn: resetStaffPassword });
}
