import { isCampaignPath } from '@lumen/site-shell/config/paths.ts';
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
import type { ReactNode } from 'react';
import favicon from '#src/favicon.svg?no-inline';
import stylesheet from '#src/styles.css?url';
import type { Route } from './+types/root';

export { shouldRevalidate } from '@lumen/site-shell/root/document.tsx';

// The favicon is this app's own file under its /_campaigns/ base (vite.config.ts), so the app
// also works deployed alone; never inlined, as the page's policy allows no data: icons.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: favicon, type: 'image/svg+xml' },
];

// The security headers need the visitor's edition, so they come after the request scope.
export const middleware: Route.MiddlewareFunction[] = [
  requestScopeMiddleware,
  securityHeadersMiddleware,
];

export async function loader({ context }: Route.LoaderArgs) {
  return loadRootData(requestScopeOf(context));
}

/** The shell's document; links to anything but campaign pages are document loads. */
export function Layout({ children }: { children: ReactNode }) {
  return <RootDocument isOwnPath={isCampaignPath}>{children}</RootDocument>;
}

export default RootApp;
/** Only error pages take their meta from here; every page route sets its own. */
export const meta: Route.MetaFunction = rootMeta;
export const ErrorBoundary = RootErrorBoundary;
