import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { PAGE_ROUTES } from './page-routes.ts';

/*
 * Route table: every page under the default layout (the site's dark header and footer). The
 * older terms address renders the same module under its own id. The catch-all answers 404 for
 * paths under this app's prefixes that no page claims (/goldenticket/anything).
 */
export default [
  layout('routes/layouts/default-layout.tsx', [
    ...PAGE_ROUTES.map((page) => route(page.pattern.slice(1), page.file)),
    route(
      paths.campaigns.goldenTicket.termsLegacy.pattern.slice(1),
      'routes/golden-ticket-terms.tsx',
      {
        id: 'golden-ticket-terms-legacy',
      },
    ),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
