import type { MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n/messages';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getFaqPage } from '#src/features/faq/api/get-faq-page.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import { markdownToPlainText } from '@lumen/site-shell/lib/markdown.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { faqPageJsonLd } from '#src/lib/seo/faq-page-json-ld.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/**
 * /faq (spec §2). The category choice (`?category=`) only filters what the page shows, so the
 * canonical address is /faq and the FAQPage JSON-LD lists every question.
 */
export async function loadFaq(scope: RequestScope) {
  let data;
  try {
    data = await getFaqPage(scope.content, scope.visitor.locale);
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  if (!data) serverError('Content has no faqBanner');
  const seo = seoContextOf(scope);
  const origin = seo.editionOrigins[seo.edition];
  const t = createTranslator(scope.visitor.language);
  const title = data.banner.bannerText ?? t('nav.faq');
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: data.banner.seoTitle || title,
      description: data.banner.seoDescription || data.banner.bannerSubtext1 || title,
      path: paths.faq.getHref(),
      image: data.banner.ogImage ?? data.banner.bannerImage,
    }),
    ...(data.banner.seoKeywords ? [{ name: 'keywords', content: data.banner.seoKeywords }] : []),
    faqPageJsonLd(
      data.categories.flatMap((c) =>
        c.faqs.map((f) => ({ question: f.question, answer: markdownToPlainText(f.answer) })),
      ),
    ),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(origin, paths.home.getHref()) },
      { name: title, url: absoluteUrl(origin, paths.faq.getHref()) },
    ]),
  ];
  return { data, meta };
}
