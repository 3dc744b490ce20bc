import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { getLoyaltyApp } from '#src/features/loyalty-app/api/get-loyalty-app.server.ts';
import { landingPageMeta } from '#src/lib/landing-page.server.ts';

/** /loyalty-app with its SEO tags. */
export async function loadLoyaltyApp(scope: RequestScope) {
  const page = await getLoyaltyApp(scope);
  return {
    page,
    meta: landingPageMeta(scope, {
      title: page.seoTitle || page.title,
      name: page.title,
      description: page.seoDescription || page.description || page.title,
      path: paths.campaigns.loyaltyApp.getHref(),
      image: page.ogImage ?? page.heroImage,
      keywords: page.seoKeywords,
    }),
  };
}
