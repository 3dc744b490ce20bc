import { queryOptions, useQuery } from '@tanstack/react-query';
import { SignInLockListSchema, type SignInLockList } from '@lumen/validation/staff';
import { apiJson } from '#src/lib/api-client.ts';

/** GET /admin/sign-in-locks: client addresses locked out of a user name, or of every name. */
export function getSignInLocks(signal?: AbortSignal): Promise<SignInLockList> {
  return apiJson(SignInLockListSchema, '/admin/sign-in-locks', { signal });
}

export function signInLocksQueryOptions() {
  return queryOptions({
    queryKey: ['sign-in-locks'],
    queryFn: ({ signal }) => getSignInLocks(signal),
  });
}

export function useSignInLocks() {
  return useQuery(signInLocksQueryOptions());
}
