import { data } from 'react-router';

/*
 * Loaders throw these so the root ErrorBoundary renders the 404 or 500 page with the right
 * HTTP status. Reasons stay in server logs; the visitor sees the spec's fixed texts.
 */

export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export function serverError(reason?: unknown): never {
  // An outage is one line per request in the log, not a stack trace.
  if (reason) console.error(reason instanceof Error ? `${reason.name}: ${reason.message}` : reason);
  throw data(null, { status: 500, statusText: 'Internal Server Error' });
}
