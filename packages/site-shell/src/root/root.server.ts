import { MESSAGES, messagesWithout, type Messages } from '@lumen/i18n/messages';
import { getCachedLayoutContent } from '#src/features/layout/api/get-layout-content.server.ts';
import { EMPTY_LAYOUT_CONTENT, type LayoutContent } from '#src/features/layout/types.ts';
import { pack, type Packed } from '#src/lib/packed-data.ts';
import type { RequestScope } from '#src/lib/request-scope.server.ts';
import type { SeoContext } from '#src/lib/seo/meta.ts';
import { seoContextOf } from '#src/lib/seo/seo-context.server.ts';
import type { Visitor } from '#src/lib/visitor.server.ts';
import type { MarketingFormsConfig } from '#src/config/env.ts';

/** The root data as components read it (`useRootData`). */
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
 * The root data as the loader sends it: the layout content and the messages travel packed, as
 * one JSON string, which the browser parses in one call (root-data.ts, lib/packed-data.ts).
 * React Router's stream format decodes value by value; these two were about 1,000 of the home
 * page's 1,464 values, decoded in one task of 25 ms on this machine (100 ms at Lighthouse's 4×
 * CPU), during hydration (issue 9).
 */
export type RootWireData = Omit<RootData, 'layout' | 'messages'> & { chrome: Packed<RootChrome> };

/** The layout content and messages, packed for the wire. */
export type RootChrome = Pick<RootData, 'layout' | 'messages'>;

/**
 * Message namespaces no public page shows: the staff console's and the API's own (its error
 * bodies are translated on the server). Each app may leave out more (`omitMessages`).
 */
export const STAFF_MESSAGE_NAMESPACES = ['staff', 'admin', 'loyalty', 'goldenDraw', 'express'];

/**
 * Everything every page needs: who the visitor is (edition, language, country), the SEO
 * context, and the header and footer content in the visitor's locale. A content outage
 * leaves the chrome empty rather than failing the page: the page's own loader decides
 * whether it can render.
 */
export async function loadRootData(
  { env, visitor, content }: RequestScope,
  { omitMessages = STAFF_MESSAGE_NAMESPACES }: { omitMessages?: readonly string[] } = {},
): Promise<RootWireData> {
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
    chrome: pack<RootChrome>({
      layout,
      messages: messagesWithout(MESSAGES[visitor.language], omitMessages),
    }),
    config: {
      publicApiUrl: env.publicApiUrl,
      customerAccountUrl: env.customerAccountUrl,
      supportChatScriptUrl: env.supportChatScriptUrl,
      marketingForms: env.marketingForms,
    },
  };
}
