import type { Client } from '@urql/core';
import { LayoutQuery } from '@lumen/content-client/operations/layout';
import { isCountryId, isLocale, type Locale } from '@lumen/i18n';
import type { SiteEnv } from '#src/config/env.ts';
import { queryContent } from '#src/lib/content.server.ts';
import { sharedCache } from '#src/lib/ttl-cache.ts';
import type { Country, LayoutContent } from '#src/features/layout/types.ts';

/**
 * The header, search dialog and footer content for a locale, in one request (spec §7
 * "Layout": searchHeader, menus, footer, countries). Throws ApiUnavailableError on failure;
 * the root loader then renders empty chrome, so an outage never blanks a page.
 */
export async function getLayoutContent(client: Client, locale: Locale): Promise<LayoutContent> {
  const data = await queryContent(client, LayoutQuery, { locale });
  return {
    menus: data.menus,
    // An entry the site cannot switch to (unknown country or language) is left out.
    countries: data.countries.flatMap((c): Country[] =>
      isCountryId(c.countryId) && isLocale(c.lang)
        ? [{ ...c, countryId: c.countryId, lang: c.lang }]
        : [],
    ),
    searchHeader: data.searchHeader,
    footer: data.footer,
  };
}

/**
 * getLayoutContent through a per-process cache keyed on the API and the locale: the layout
 * is the same for every visitor of a locale, and fetching and parsing it on every page was
 * a fifth of a listing render's API work (issue 7). A content edit shows within
 * env.contentCacheMs (30 s by default); a failed fetch is not cached.
 */
export function getCachedLayoutContent(
  env: Pick<SiteEnv, 'apiUrl' | 'contentCacheMs'>,
  client: Client,
  locale: Locale,
): Promise<LayoutContent> {
  return sharedCache<LayoutContent>('layout', env.contentCacheMs).get(
    `${env.apiUrl} ${locale}`,
    () => getLayoutContent(client, locale),
  );
}
