import { paths } from '@lumen/site-shell/config/paths.ts';
import { getSustainabilityContent } from '#src/features/sustainability/api/get-sustainability-content.server.ts';
import { contentPageMeta } from '#src/lib/content-page.server.ts';
import { notFound } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/** /sustainability (spec §2): every section from content, with its SEO tags. */
export async function loadSustainability(scope: RequestScope) {
  const content = await getSustainabilityContent(scope);
  const header = content.sustainabilityHeader;
  if (!header?.title) notFound();
  return {
    content,
    meta: contentPageMeta(scope, {
      title: header.seoTitle ?? header.title,
      description: header.seoDescription ?? header.description ?? header.title,
      path: paths.sustainability.getHref(),
      image: header.ogImage ?? header.heroImage,
      name: header.title,
    }),
  };
}
