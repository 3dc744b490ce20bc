import { getRangeSelection } from '#src/features/catalogue/api/get-range-selection.server.ts';
import { catalogueScopeOf } from '#src/lib/catalogue-scope.server.ts';
import { ApiUnavailableError } from '#src/lib/fetch-api.server.ts';
import { notFound, serverError } from '#src/lib/http.ts';

/** /select-range?category=&categorySlug= (spec §2): the category's ranges from content, or 404. */
export async function loadSelectRange(request: Request) {
  const scope = catalogueScopeOf(request);
  const url = new URL(request.url);
  const query = {
    category: url.searchParams.get('category')?.trim() || null,
    categorySlug: url.searchParams.get('categorySlug')?.trim() || null,
  };
  if (!query.category && !query.categorySlug) notFound();
  try {
    const selection = await getRangeSelection(scope.content, scope.visitor.locale, query);
    if (!selection) notFound();
    return { selection, query };
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
}
