import type { Client } from '@urql/core';
import { HomeQuery } from '@lumen/content-client/operations/home';
import { languageOf, type CountryId, type Locale } from '@lumen/i18n';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type { HomeContent } from '../types.ts';
import { prepareHomeContent } from '../utils/prepare-home-content.ts';

/**
 * The home page content in the visitor's locale; the latest news are only those published
 * in the visitor's country (countryId 1 and 5 both mean the UK and Ireland flags). Throws
 * ApiUnavailableError when the content service fails: the page then answers 500.
 */
export async function getHomeContent(
  client: Client,
  visitor: { locale: Locale; countryId: CountryId },
): Promise<HomeContent> {
  const { home } = await queryContent(client, HomeQuery, {
    locale: visitor.locale,
    countryId: visitor.countryId,
  });
  return prepareHomeContent(home, languageOf(visitor.locale));
}
