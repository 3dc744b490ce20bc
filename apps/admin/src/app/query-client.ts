import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isSignedOut } from '#src/lib/api-client.ts';
import { sessionQueryOptions } from '#src/hooks/use-session.ts';

/**
 * The console's one query client. Any 401 (the session ended: idle 30 min, 12 h, signed out
 * elsewhere) marks the session as gone, and the signed-in layout then sends the person to
 * /admin-login (spec §8) with nothing of the last screen left in the cache.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (!isSignedOut(error)) return;
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
    client.setQueryData(sessionQueryOptions().queryKey, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !isSignedOut(error) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}
