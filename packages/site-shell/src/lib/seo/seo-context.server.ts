import { SITE_NAME } from '#src/config/site.ts';
import type { RequestScope } from '#src/lib/request-scope.server.ts';
import type { SeoContext } from '#src/lib/seo/meta.ts';

/** The SEO context of a request: the site name, the visitor's locale and the edition origins. */
export function seoContextOf({ env, visitor }: Pick<RequestScope, 'env' | 'visitor'>): SeoContext {
  return {
    siteName: SITE_NAME,
    locale: visitor.locale,
    edition: visitor.edition,
    editionOrigins: env.editionOrigins,
  };
}
