import type { MetaDescriptor } from 'react-router';
import { FALLBACK_DESCRIPTION, SITE_NAME } from '@lumen/site-shell/config/site.ts';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getHomeContent } from '#src/features/home/api/get-home-content.server.ts';
import type { HomeContent } from '#src/features/home/types.ts';
import { getCachedLayoutContent } from '@lumen/site-shell/features/layout/api/get-layout-content.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { organizationJsonLd } from '#src/lib/seo/json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';
import { pack } from '@lumen/site-shell/lib/packed-data.ts';

/**
 * The home page's SEO tags from content (homePageHeading: seoTitle, seoDescription,
 * seoKeywords, ogImage) and the Organization JSON-LD, made here on the server so the tag
 * builders stay out of the home page's browser bundle. The footer (social profiles, phone
 * numbers) comes from the layout the root loader read: the layout cache answers it (or,
 * with the cache off, the request's content client).
 */
async function homeMeta(scope: RequestScope, content: HomeContent): Promise<MetaDescriptor[]> {
  const seo = seoContextOf(scope);
  const heading = content.homePageHeading;
  const home = paths.home.getHref();
  const footer = await getCachedLayoutContent(scope.env, scope.content, scope.visitor.locale).then(
    (layout) => layout.footer,
    () => null,
  );
  const phones = footer?.contactDetails.filter((c) => c.link?.startsWith('tel:')) ?? [];
  return [
    ...seoMeta(seo, {
      title: heading?.seoTitle || SITE_NAME,
      description: heading?.seoDescription || FALLBACK_DESCRIPTION[scope.visitor.language],
      path: home,
      image: heading?.ogImage ?? null,
    }),
    ...(heading?.seoKeywords ? [{ name: 'keywords', content: heading.seoKeywords }] : []),
    organizationJsonLd({
      name: SITE_NAME,
      url: absoluteUrl(seo.editionOrigins[seo.edition], home),
      logo: '/favicon.svg',
      sameAs: footer?.socialMedia.map((s) => s.url) ?? [],
      contactPoints: phones.map((c) => ({ telephone: c.value })),
    }),
  ];
}

/**
 * The home page is its content: when the content service is down there is nothing honest
 * to show, so the visitor gets the 500 page (and crawlers a 500, not an empty page to index).
 */
export async function loadHome(scope: RequestScope) {
  let content: HomeContent;
  try {
    content = await getHomeContent(scope.content, scope.visitor);
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  return pack({ content, meta: await homeMeta(scope, content) });
}
