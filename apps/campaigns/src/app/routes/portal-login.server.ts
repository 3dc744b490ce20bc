import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { getPortalLogin } from '#src/features/portal-login/api/get-portal-login.server.ts';
import { landingPageMeta } from '#src/lib/landing-page.server.ts';

/** /portal-login with its SEO tags. */
export async function loadPortalLogin(scope: RequestScope) {
  const page = await getPortalLogin(scope);
  return {
    page,
    meta: landingPageMeta(scope, {
      title: page.seoTitle || page.title,
      name: page.title,
      description: page.seoDescription || page.description || page.title,
      path: paths.campaigns.portalLogin.getHref(),
      image: page.ogImage ?? page.heroImage,
      keywords: page.seoKeywords,
    }),
  };
}
