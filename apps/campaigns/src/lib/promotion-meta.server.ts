import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/**
 * A promotion page's title, description, canonical link and Open Graph tags, built on the
 * server (the builders stay out of the browser bundle). Promotion pages are English only and
 * carry only the en-GB alternate (spec §9), whichever edition renders them.
 */
export function promotionPageMeta(
  scope: Pick<RequestScope, 'env' | 'visitor'>,
  page: { title: string; description: string; path: string; noIndex?: boolean },
) {
  return seoMeta(seoContextOf(scope), { ...page, locales: ['en-GB'] });
}
