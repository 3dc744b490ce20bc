import { getEnv } from '#src/config/env.ts';
import { resolveEdition } from '#src/lib/edition.ts';
import { buildRobotsTxt } from '#src/lib/seo/robots.ts';

export function renderRobots(request: Request): string {
  const env = getEnv();
  const edition = resolveEdition(
    request.headers.get('host'),
    env.editionOrigins,
    env.defaultEdition,
  );
  return buildRobotsTxt(env.editionOrigins[edition]);
}
