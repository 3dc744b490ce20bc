import type { Route } from './+types/robots-txt';
import { renderRobots } from './robots-txt.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(renderRobots(request), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
