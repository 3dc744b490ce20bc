import { QueryClient } from '@tanstack/react-query';

/**
 * A QueryClient for one server request or one browser session. Never create one at module
 * scope on the server: its cache would carry one visitor's answers into another's page.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Server-rendered data is fresh on arrival; refetching it at once would only repeat it.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Fetch failures are logged and the current results stay (spec §8); one retry is enough.
        retry: 1,
      },
    },
  });
}
