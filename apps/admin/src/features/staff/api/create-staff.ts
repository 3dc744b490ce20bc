import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  StaffPasswordSchema,
  type CreateStaffInput,
  type StaffPassword,
} from '@lumen/validation/staff';
import { apiJson } from '#src/lib/api-client.ts';
import { staffQueryOptions } from './get-staff.ts';

/** POST /admin/staff: the new account and its generated password, answered once. */
export function createStaff(body: CreateStaffInput): Promise<StaffPassword> {
  return apiJson(StaffPasswordSchema, '/admin/staff', { method: 'POST', body });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
  });
}
