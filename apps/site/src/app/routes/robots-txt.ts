import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/robots-txt';
import { renderRobots } from './robots-txt.server.ts';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRobots(requestScopeOf(context)), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
