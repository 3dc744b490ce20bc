import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaffListSchema, type StaffList } from '@lumen/validation/staff';
import { apiJson } from '#src/lib/api-client.ts';

/** GET /admin/staff: every account (a few dozen at most, so one page), by user name. */
export function getStaff(signal?: AbortSignal): Promise<StaffList> {
  return apiJson(StaffListSchema, '/admin/staff', { signal });
}

export function staffQueryOptions() {
  return queryOptions({
    queryKey: ['staff'],
    queryFn: ({ signal }) => getStaff(signal),
  });
}

export function useStaff() {
  return useQuery(staffQueryOptions());
}
