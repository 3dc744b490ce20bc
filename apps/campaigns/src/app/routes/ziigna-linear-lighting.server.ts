import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { getZiignaPage } from '#src/features/ziigna-page/api/get-ziigna-page.server.ts';
import { landingPageMeta } from '#src/lib/landing-page.server.ts';

/** /ziigna-linear-lighting with its SEO tags. */
export async function loadZiignaPage(scope: RequestScope) {
  const page = await getZiignaPage(scope);
  return {
    page,
    meta: landingPageMeta(scope, {
      title: page.seoTitle || page.bannerTitle,
      name: page.bannerTitle,
      description: page.seoDescription || page.tailorTitle || page.bannerTitle,
      path: paths.campaigns.ziignaLinearLighting.getHref(),
      image: page.ogImage ?? page.bannerImage,
      keywords: page.seoKeywords,
    }),
  };
}
