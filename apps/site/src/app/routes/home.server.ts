import { getEnv } from '#src/config/env.ts';
import { getHomeContent } from '#src/features/home/api/get-home-content.server.ts';
import { ApiUnavailableError } from '#src/lib/fetch-api.server.ts';
import { serverError } from '#src/lib/http.ts';
import { resolveVisitor } from '#src/lib/visitor.server.ts';

/**
 * The home page is its content: when the content service is down there is nothing honest
 * to show, so the visitor gets the 500 page (and crawlers a 500, not an empty page to index).
 */
export async function loadHome(request: Request) {
  const visitor = resolveVisitor(request, getEnv());
  try {
    return { content: await getHomeContent(visitor.locale) };
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
}
