import {
  requestScopeMiddleware,
  requestScopeOf,
} from '@lumen/site-shell/lib/request-scope.server.ts';
import { securityHeadersMiddleware } from '@lumen/site-shell/lib/security-headers.server.ts';
import {
  RootApp,
  RootDocument,
  RootErrorBoundary,
  rootMeta,
} from '@lumen/site-shell/root/document.tsx';
import { loadRootData } from '@lumen/site-shell/root/root.server.ts';
import { OMITTED_MESSAGE_NAMESPACES } from './omitted-messages.server.ts';
import stylesheet from '#src/styles.css?url';
import type { Route } from './+types/root';

export { shouldRevalidate } from '@lumen/site-shell/root/document.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// The security headers need the visitor's edition, so they come after the request scope.
export const middleware: Route.MiddlewareFunction[] = [
  requestScopeMiddleware,
  securityHeadersMiddleware,
];

export async function loader({ context }: Route.LoaderArgs) {
  return loadRootData(requestScopeOf(context), { omitMessages: OMITTED_MESSAGE_NAMESPACES });
}

export const Layout = RootDocument;
export default RootApp;
/** Only error pages take their meta from here; every page route sets its own. */
export const meta: Route.MetaFunction = rootMeta;
export const ErrorBoundary = RootErrorBoundary;
