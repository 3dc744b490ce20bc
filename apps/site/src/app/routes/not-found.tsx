import { notFound, UNAVAILABLE_HEADER, unavailable } from '@lumen/site-shell/lib/http.ts';
import type { Route } from './+types/not-found';

/**
 * Every path no other route claims: a real 404 status, rendered by the root ErrorBoundary.
 * The gateway asks for such a path (a campaign page, a picture) with UNAVAILABLE_HEADER when
 * the app that owns it is down: the answer is then the 503 page, rendered on the visitor's
 * own address so the browser hydrates the same route the server rendered.
 */
export function loader({ request }: Route.LoaderArgs): never {
  if (request.headers.has(UNAVAILABLE_HEADER)) unavailable();
  notFound();
}

export default function NotFound() {
  return null;
}
