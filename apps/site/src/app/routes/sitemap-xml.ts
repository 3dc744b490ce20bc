import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/sitemap-xml';
import { renderSitemap } from './sitemap-xml.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await renderSitemap(requestScopeOf(context)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
