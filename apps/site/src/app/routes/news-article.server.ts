import { redirect, type MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n';
import { isLookupText } from '@lumen/validation';
import { SITE_NAME } from '@lumen/site-shell/config/site.ts';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getNewsArticle } from '#src/features/news/api/get-news-article.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { newsArticleJsonLd } from '#src/lib/seo/json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/**
 * /news/{slug} (spec §2 News): the article published in the visitor's country, with its SEO
 * tags, NewsArticle and BreadcrumbList JSON-LD. No such article (an unknown slug, one not
 * published in this edition, an impossible slug) redirects to /news.
 */
export async function loadNewsArticle(scope: RequestScope, slug: string | undefined) {
  const list = paths.news.list.getHref();
  if (!slug || !isLookupText(slug)) throw redirect(list);
  let article;
  try {
    article = await getNewsArticle(scope.content, scope.visitor, slug);
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  if (!article) throw redirect(list);
  const seo = seoContextOf(scope);
  const origin = seo.editionOrigins[seo.edition];
  const path = paths.news.article.getHref(article.pageSlug);
  const t = createTranslator(scope.visitor.language);
  const description = article.seo.seoDescription || article.seo.plainDescription.slice(0, 300);
  const image = article.seo.ogImage ?? article.image;
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: article.seo.seoTitle || article.title,
      description,
      path,
      image,
      type: 'article',
      // A UK-only article has no French page: name only the editions that publish it.
      locales: article.seo.locales,
    }),
    ...(article.seo.seoKeywords ? [{ name: 'keywords', content: article.seo.seoKeywords }] : []),
    { property: 'article:published_time', content: article.published_at ?? article.date },
    newsArticleJsonLd({
      headline: article.title,
      url: absoluteUrl(origin, path),
      datePublished: article.published_at ?? article.date,
      image: image ? absoluteUrl(origin, image) : null,
      description,
      publisher: { name: SITE_NAME, logo: absoluteUrl(origin, '/favicon.svg') },
    }),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(origin, paths.home.getHref()) },
      { name: article.newsTitle ?? t('news.tabs'), url: absoluteUrl(origin, list) },
      { name: article.title },
    ]),
  ];
  return { article, meta };
}
