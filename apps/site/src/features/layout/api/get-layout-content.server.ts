import type { Locale } from '@lumen/i18n';
import { EMPTY_LAYOUT_CONTENT, type LayoutContent } from '../types.ts';

/**
 * The header and footer content for a locale (spec §7 "Layout": searchHeader, menus, footer,
 * countries). The content client is not wired yet, so the chrome renders its empty states.
 * Wiring: query the four operations here with `locale` and map them onto LayoutContent;
 * throw ApiUnavailableError (lib/fetch-api.server.ts) on failure. The root loader catches it
 * and falls back to empty chrome, so an outage never blanks a page.
 */
export async function getLayoutContent(_locale: Locale): Promise<LayoutContent> {
  return EMPTY_LAYOUT_CONTENT;
}
