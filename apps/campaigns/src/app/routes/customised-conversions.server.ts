import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { getCustomisedConversions } from '#src/features/customised-conversions/api/get-customised-conversions.server.ts';
import { landingPageMeta } from '#src/lib/landing-page.server.ts';

/** /customised-conversions with its SEO tags. */
export async function loadCustomisedConversions(scope: RequestScope) {
  const data = await getCustomisedConversions(scope);
  const { page } = data;
  return {
    data,
    meta: landingPageMeta(scope, {
      title: page.seoTitle || page.bannerTitle,
      name: page.bannerTitle,
      description: page.seoDescription || page.bannerDescription || page.bannerTitle,
      path: paths.campaigns.customisedConversions.getHref(),
      image: page.ogImage ?? page.bannerImage,
      keywords: page.seoKeywords,
    }),
  };
}
