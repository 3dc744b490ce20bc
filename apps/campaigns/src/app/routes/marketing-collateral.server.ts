import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { getMarketingCollateral } from '#src/features/marketing-collateral/api/get-marketing-collateral.server.ts';
import { landingPageMeta } from '#src/lib/landing-page.server.ts';

/** /marketing-collateral with its SEO tags. */
export async function loadMarketingCollateral(scope: RequestScope) {
  const page = await getMarketingCollateral(scope);
  return {
    page,
    meta: landingPageMeta(scope, {
      title: page.seoTitle || page.title,
      name: page.title,
      description: page.seoDescription || page.description || page.title,
      path: paths.campaigns.marketingCollateral.getHref(),
      image: page.ogImage ?? page.heroImage,
      keywords: page.seoKeywords,
    }),
  };
}
