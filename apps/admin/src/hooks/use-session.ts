import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaffSessionSchema, type StaffSession } from '@lumen/validation/staff';
import { apiJson, isSignedOut } from '#src/lib/api-client.ts';

/** GET /auth/session: who is signed in and which cards they open; null when nobody is. */
export async function getSession(): Promise<StaffSession | null> {
  try {
    return await apiJson(StaffSessionSchema, '/auth/session');
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: ['session'],
    queryFn: getSession,
    // Checked again whenever a screen mounts: the server, not this cache, decides.
    staleTime: 0,
    retry: false,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
