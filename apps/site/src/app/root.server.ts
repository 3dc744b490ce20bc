import { MESSAGES, type Messages } from '@lumen/i18n/messages';
import { getCachedLayoutContent } from '#src/features/layout/api/get-layout-content.server.ts';
import { EMPTY_LAYOUT_CONTENT, type LayoutContent } from '#src/features/layout/types.ts';
import type { RequestScope } from '#src/lib/request-scope.server.ts';
import type { SeoContext } from '#src/lib/seo/meta.ts';
import { seoContextOf } from '#src/lib/seo/seo-context.server.ts';
import type { Visitor } from '#src/lib/visitor.server.ts';
import type { MarketingFormsConfig } from '#src/config/env.ts';

export type RootData = {
  visitor: Visitor;
  seo: SeoContext;
  layout: LayoutContent;
  /** The fixed UI strings of the visitor's language (the browser bundle carries none). */
  messages: Messages;
  /** Runtime configuration the browser needs; never secrets. */
  config: {
    publicApiUrl: string;
    customerAccountUrl: string;
    supportChatScriptUrl: string | undefined;
    marketingForms: MarketingFormsConfig;
  };
};

/**
 * Everything every page needs: who the visitor is (edition, language, country), the SEO
 * context, and the header and footer content in the visitor's locale. A content outage
 * leaves the chrome empty rather than failing the page: the page's own loader decides
 * whether it can render.
 */
export async function loadRootData({ env, visitor, content }: RequestScope): Promise<RootData> {
  let layout = EMPTY_LAYOUT_CONTENT;
  try {
    layout = await getCachedLayoutContent(env, content, visitor.locale);
  } catch (err) {
    console.error(
      `Layout content unavailable; rendering empty header and footer. ${(err as Error).message}`,
    );
  }
  return {
    visitor,
    seo: seoContextOf({ env, visitor }),
    layout,
    messages: MESSAGES[visitor.language],
    config: {
      publicApiUrl: env.publicApiUrl,
      customerAccountUrl: env.customerAccountUrl,
      supportChatScriptUrl: env.supportChatScriptUrl,
      marketingForms: env.marketingForms,
    },
  };
}
