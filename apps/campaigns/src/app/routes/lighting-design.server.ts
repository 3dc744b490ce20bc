import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { getLightingDesign } from '#src/features/lighting-design/api/get-lighting-design.server.ts';
import { landingPageMeta } from '#src/lib/landing-page.server.ts';

/** /lighting-design with its SEO tags. */
export async function loadLightingDesign(scope: RequestScope) {
  const data = await getLightingDesign(scope);
  const { page } = data;
  return {
    data,
    meta: landingPageMeta(scope, {
      title: page.seoTitle || page.heroTitle,
      name: page.heroTitle,
      description: page.seoDescription || page.heroDescription || page.heroTitle,
      path: paths.campaigns.lightingDesign.getHref(),
      image: page.ogImage ?? page.heroImage,
      keywords: page.seoKeywords,
    }),
  };
}
