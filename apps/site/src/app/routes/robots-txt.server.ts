import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { buildRobotsTxt } from '#src/lib/seo/robots.ts';

export function renderRobots({ env, visitor }: RequestScope): string {
  return buildRobotsTxt(env.editionOrigins[visitor.edition]);
}
