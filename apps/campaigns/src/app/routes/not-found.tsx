import { notFound, UNAVAILABLE_HEADER, unavailable } from '@lumen/site-shell/lib/http.ts';
import type { Route } from './+types/not-found';

/**
 * Paths under this app's prefixes that no page claims: a real 404, rendered by the root
 * ErrorBoundary in the site's chrome. The 503 answer serves the gateway's outage page when it
 * asks this app for another app's page (decision 016), as the site does.
 */
export function loader({ request }: Route.LoaderArgs): never {
  if (request.headers.has(UNAVAILABLE_HEADER)) unavailable();
  notFound();
}

export default function NotFound() {
  return null;
}
