import type { Client } from '@urql/core';
import { LayoutQuery } from '@lumen/content-client/operations/layout';
import { isCountryId, isLocale, type Locale } from '@lumen/i18n';
import { queryContent } from '#src/lib/content.server.ts';
import type { Country, LayoutContent } from '../types.ts';

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
