import { paths } from '@lumen/site-shell/config/paths.ts';
import { getVisitorCentreContent } from '#src/features/policies/api/get-policy-content.server.ts';
import { contentPageMeta } from '#src/lib/content-page.server.ts';
import { notFound } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/** /virtual-visitor-centre (spec §2): title, Markdown text and the embedded panorama tour. */
export async function loadVisitorCentre(scope: RequestScope) {
  const { visitHeader: header, page } = await getVisitorCentreContent(scope);
  if (!header?.bannerTitle) notFound();
  return {
    header,
    zones: page?.pageZone ?? [],
    meta: contentPageMeta(scope, {
      title: header.seoTitle ?? header.bannerTitle,
      description: header.seoDescription ?? header.bannerDescription ?? header.bannerTitle,
      path: paths.virtualVisitorCentre.getHref(),
      image: header.ogImage ?? header.bannerImage,
      name: header.bannerTitle,
    }),
  };
}
