import { getEnv } from '#src/config/env.ts';
import { SITE_NAME } from '#src/config/site.ts';
import { getLayoutContent } from '#src/features/layout/api/get-layout-content.server.ts';
import { EMPTY_LAYOUT_CONTENT, type LayoutContent } from '#src/features/layout/types.ts';
import type { SeoContext } from '#src/lib/seo/meta.ts';
import { resolveVisitor, type Visitor } from '#src/lib/visitor.server.ts';

export type RootData = {
  visitor: Omit<Visitor, 'setCookies'>;
  seo: SeoContext;
  layout: LayoutContent;
  /** Runtime configuration the browser needs; never secrets. */
  config: {
    publicApiUrl: string;
    customerAccountUrl: string | undefined;
    supportChatScriptUrl: string | undefined;
  };
};

/**
 * Everything every page needs: who the visitor is (edition, language, country), the SEO
 * context, and the header and footer content. A content outage leaves the chrome empty
 * rather than failing the page: the page's own loader decides whether it can render.
 */
export async function loadRootData(
  request: Request,
): Promise<{ data: RootData; setCookies: string[] }> {
  const env = getEnv();
  const { setCookies, ...visitor } = resolveVisitor(request, env);

  let layout = EMPTY_LAYOUT_CONTENT;
  try {
    layout = await getLayoutContent(visitor.locale);
  } catch (err) {
    console.error('Layout content unavailable; rendering empty header and footer.', err);
  }

  return {
    setCookies,
    data: {
      visitor,
      seo: {
        siteName: SITE_NAME,
        locale: visitor.locale,
        edition: visitor.edition,
        editionOrigins: env.editionOrigins,
      },
      layout,
      config: {
        publicApiUrl: env.publicApiUrl,
        customerAccountUrl: env.customerAccountUrl,
        supportChatScriptUrl: env.supportChatScriptUrl,
      },
    },
  };
}
