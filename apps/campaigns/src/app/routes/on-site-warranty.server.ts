import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { getWarrantyPage } from '#src/features/warranty/api/get-warranty-page.server.ts';
import { landingPageMeta } from '#src/lib/landing-page.server.ts';

/** /on-site-warranty with its SEO tags. */
export async function loadWarrantyPage(scope: RequestScope) {
  const page = await getWarrantyPage(scope);
  return {
    page,
    meta: landingPageMeta(scope, {
      title: page.seoTitle || page.bannerTitle,
      name: page.bannerTitle,
      description: page.seoDescription || page.bannerDescription || page.bannerTitle,
      path: paths.campaigns.onSiteWarranty.getHref(),
      image: page.ogImage ?? page.bannerImage,
      keywords: page.seoKeywords,
    }),
  };
}
