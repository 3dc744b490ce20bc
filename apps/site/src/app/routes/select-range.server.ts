import type { MetaDescriptor } from 'react-router';
import { isLookupText } from '@lumen/validation';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getRangeSelection } from '#src/features/catalogue/api/get-range-selection.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { notFound, serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';
import { seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';

/**
 * /select-range?category=&categorySlug= (spec §2): the category's ranges from content, with
 * its SEO tags (canonical and alternates keep the two parameters), or a 404.
 */
export async function loadSelectRange(scope: RequestScope, request: Request) {
  const url = new URL(request.url);
  const query = {
    category: url.searchParams.get('category')?.trim() || null,
    categorySlug: url.searchParams.get('categorySlug')?.trim() || null,
  };
  if (!query.category && !query.categorySlug) notFound();
  // Past the lookup limit, or with control characters, a parameter names no category.
  if ([query.category, query.categorySlug].some((q) => q !== null && !isLookupText(q))) notFound();
  let selection;
  try {
    selection = await getRangeSelection(scope.content, scope.visitor.locale, query);
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  if (!selection) notFound();
  const meta: MetaDescriptor[] = seoMeta(seoContextOf(scope), {
    title: selection.title,
    description: selection.seo.description ?? selection.description ?? selection.title,
    path: paths.selectRange.getHref({
      category: query.category ?? selection.title,
      categorySlug: query.categorySlug ?? selection.slug,
    }),
    image: selection.seo.image ?? selection.showAllImage,
  });
  return { selection, meta };
}
