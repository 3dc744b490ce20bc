import { redirect, type MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n';
import { FALLBACK_DESCRIPTION } from '@lumen/site-shell/config/site.ts';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getCaseStudiesPage } from '#src/features/case-studies/api/get-case-studies-page.server.ts';
import {
  caseStudiesHref,
  readCaseStudiesQuery,
} from '#src/features/case-studies/utils/case-studies-query.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { pageBreadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';
import { seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';

/**
 * /case-studies (spec §2 Case studies). A malformed page number is dropped and one past the
 * end goes back to page 1 (spec §4).
 */
export async function loadCaseStudies(scope: RequestScope, request: Request) {
  const url = new URL(request.url);
  const query = readCaseStudiesQuery(url.searchParams);
  const asked = url.searchParams.get('page');
  if (asked !== null && String(query.page) !== asked)
    throw redirect(caseStudiesHref({ ...query, page: 1 }));
  let page;
  try {
    page = await getCaseStudiesPage(scope.content, scope.visitor.locale, query);
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  if (query.page > page.totalPages) throw redirect(caseStudiesHref({ ...query, page: 1 }));
  const header = page.header;
  const seo = seoContextOf(scope);
  const t = createTranslator(scope.visitor.language);
  const title = header?.title || t('caseStudies.title');
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: header?.seoTitle || title,
      description:
        header?.seoDescription ||
        header?.description ||
        FALLBACK_DESCRIPTION[scope.visitor.language],
      // Filters and searches are not pages of their own; page numbers are.
      path: caseStudiesHref({ page: query.page }),
      image: header?.ogImage ?? header?.heroImage ?? null,
    }),
    ...(header?.seoKeywords ? [{ name: 'keywords', content: header.seoKeywords }] : []),
    pageBreadcrumbJsonLd(seo, {
      home: t('common.home'),
      name: title,
      path: paths.caseStudies.list.getHref(),
    }),
  ];
  return { page, meta };
}
