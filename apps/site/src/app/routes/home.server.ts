import { getHomeContent } from '#src/features/home/api/get-home-content.server.ts';
import { ApiUnavailableError } from '#src/lib/fetch-api.server.ts';
import { serverError } from '#src/lib/http.ts';
import type { RequestScope } from '#src/lib/request-scope.server.ts';

/**
 * The home page is its content: when the content service is down there is nothing honest
 * to show, so the visitor gets the 500 page (and crawlers a 500, not an empty page to index).
 */
export async function loadHome({ content, visitor }: RequestScope) {
  try {
    return { content: await getHomeContent(content, visitor) };
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
}
