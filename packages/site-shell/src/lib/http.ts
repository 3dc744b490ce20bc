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

/**
 * The request header the gateway sets when the app that owns a path (campaigns, the API) is
 * down and it asks this app for the page to show instead (decision 016). Its twin is
 * UNAVAILABLE_HEADER in apps/gateway/src/unavailable.ts; the gateway shares no code with the apps. Only paths
 * this app has no page for honour it, so a visitor who sends it can at worst turn a 404 into
 * the same page with 503.
 */
export const UNAVAILABLE_HEADER = 'x-lumen-unavailable';

/** The styled "temporarily unavailable" page, with the chrome; the gateway adds Retry-After. */
export function unavailable(): never {
  throw data(null, { status: 503, statusText: 'Service Unavailable' });
}
