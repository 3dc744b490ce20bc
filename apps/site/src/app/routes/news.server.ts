import { redirect, type MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n';
import { isLookupText } from '@lumen/validation';
import { FALLBACK_DESCRIPTION } from '@lumen/site-shell/config/site.ts';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getNewsPage } from '#src/features/news/api/get-news-page.server.ts';
import { newsListHref, readNewsQuery } from '#src/features/news/utils/news-query.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { pageBreadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';
import { seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';

/**
 * /news (spec §2 News). `?news={slug}` is the old article address: it redirects to
 * /news/{slug} (or, with an unusable slug, to /news). A page number past the end goes back to
 * page 1 (spec §4), and a malformed one is dropped.
 */
export async function loadNews(scope: RequestScope, request: Request) {
  const url = new URL(request.url);
  if (url.searchParams.has('news')) {
    const slug = url.searchParams.get('news')?.trim() ?? '';
    throw redirect(
      slug && isLookupText(slug) ? paths.news.article.getHref(slug) : paths.news.list.getHref(),
    );
  }
  const query = readNewsQuery(url.searchParams);
  const asked = url.searchParams.get('page');
  if (asked !== null && String(query.page) !== asked)
    throw redirect(newsListHref({ ...query, page: 1 }));
  let page;
  try {
    page = await getNewsPage(scope.content, scope.visitor, query, new Date());
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  if (query.page > page.totalPages) throw redirect(newsListHref({ ...query, page: 1 }));
  const header = page.header;
  const seo = seoContextOf(scope);
  const t = createTranslator(scope.visitor.language);
  const title = header?.title || t('news.tabs');
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: header?.seoTitle || title,
      description:
        header?.seoDescription ||
        header?.description ||
        FALLBACK_DESCRIPTION[scope.visitor.language],
      // Searches and filters are not pages of their own; tabs and page numbers are.
      path: newsListHref({ tab: query.tab, page: query.page }),
      image: header?.ogImage ?? header?.heroImage ?? null,
    }),
    ...(header?.seoKeywords ? [{ name: 'keywords', content: header.seoKeywords }] : []),
    pageBreadcrumbJsonLd(seo, {
      home: t('common.home'),
      name: title,
      path: paths.news.list.getHref(),
    }),
  ];
  return { page, meta };
}
