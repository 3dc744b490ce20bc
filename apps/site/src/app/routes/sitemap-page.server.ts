import { paths } from '@lumen/site-shell/config/paths.ts';
import { getSitemapHeaderContent } from '#src/features/policies/api/get-policy-content.server.ts';
import { contentPageMeta } from '#src/lib/content-page.server.ts';
import { notFound } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/** The HTML sitemap page (spec §2): its heading from content; the list is the layout's menu. */
export async function loadSitemapPage(scope: RequestScope) {
  const { sitemapHeader: header } = await getSitemapHeaderContent(scope);
  if (!header?.title) notFound();
  return {
    header,
    meta: contentPageMeta(scope, {
      title: header.seoTitle ?? header.title,
      description: header.seoDescription ?? header.description ?? header.title,
      path: paths.sitemapPage.getHref(),
      image: header.ogImage,
      name: header.title,
    }),
  };
}
