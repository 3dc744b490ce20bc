import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffAccountSchema, type StaffAccount, type UpdateStaff } from '@lumen/validation/staff';
import { apiJson } from '#src/lib/api-client.ts';
import { staffQueryOptions } from './get-staff.ts';

/** PATCH /admin/staff/:id: a role, the disabled flag or the display name. */
export function updateStaff({ id, ...body }: UpdateStaff & { id: number }): Promise<StaffAccount> {
  return apiJson(StaffAccountSchema, `/admin/staff/${id}`, { method: 'PATCH', body });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
  });
}
