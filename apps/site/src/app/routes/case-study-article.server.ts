import { redirect, type MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n';
import { isLookupText } from '@lumen/validation';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getCaseStudyArticle } from '#src/features/case-studies/api/get-case-study-article.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/**
 * /case-studies/case-study-article/?caseStudy={slug} (spec §2): the case study with its SEO
 * tags and BreadcrumbList JSON-LD. No slug, an impossible one or an unknown one redirects to
 * /case-studies.
 */
export async function loadCaseStudyArticle(scope: RequestScope, request: Request) {
  const list = paths.caseStudies.list.getHref();
  const slug = new URL(request.url).searchParams.get('caseStudy')?.trim() ?? '';
  if (!slug || !isLookupText(slug)) throw redirect(list);
  let study;
  try {
    study = await getCaseStudyArticle(scope.content, scope.visitor.locale, slug);
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  if (!study) throw redirect(list);
  const seo = seoContextOf(scope);
  const origin = seo.editionOrigins[seo.edition];
  const path = paths.caseStudies.article.getHref(study.pageSlug);
  const t = createTranslator(scope.visitor.language);
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: study.seo.seoTitle || study.title,
      description: study.seo.seoDescription || study.seo.plainDescription.slice(0, 300),
      path,
      image: study.seo.ogImage ?? study.media.find((m) => m.kind === 'image')?.url ?? null,
      type: 'article',
    }),
    ...(study.seo.seoKeywords ? [{ name: 'keywords', content: study.seo.seoKeywords }] : []),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(origin, paths.home.getHref()) },
      { name: study.header?.title ?? t('caseStudies.title'), url: absoluteUrl(origin, list) },
      { name: study.title },
    ]),
  ];
  return { study, meta };
}
