import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { getZiignaBuilder } from '#src/features/ziigna-builder/api/get-ziigna-builder.server.ts';
import { landingPageMeta } from '#src/lib/landing-page.server.ts';

/**
 * /ziigna-linear-lighting/builder with its SEO tags. The configuration is the query, which the
 * page reads itself (it renders on the server from the same address); the canonical link is
 * the bare path, so every configuration is one page to search engines.
 */
export async function loadZiignaBuilder(scope: RequestScope) {
  const { header, content } = await getZiignaBuilder(scope);
  return {
    header,
    content,
    backHref: paths.campaigns.ziignaLinearLighting.getHref(),
    meta: landingPageMeta(scope, {
      title: header.seoTitle || header.bannerTitle,
      name: header.bannerTitle,
      description: header.seoDescription || header.headerDescription || header.headerTitle,
      path: paths.campaigns.ziignaBuilder.getHref(),
      image: header.ogImage ?? header.bannerImage,
      keywords: header.seoKeywords,
    }),
  };
}
