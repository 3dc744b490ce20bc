import type { Locale } from '@lumen/i18n';
import { ApiUnavailableError, queryContent } from '#src/lib/fetch-api.server.ts';
import { EMPTY_HOME_CONTENT, type HomeContent } from '../types.ts';

/**
 * The home page content for a locale. Until the content client's `home` operation exists,
 * this asks the content endpoint which locales it serves: a real round trip, so an API
 * outage already produces the 500 page, and an empty page otherwise.
 * Wiring: replace the query with the `home` operation (locale variable) and map its result
 * onto HomeContent; keep letting ApiUnavailableError propagate.
 */
export async function getHomeContent(locale: Locale): Promise<HomeContent> {
  const { locales } = await queryContent<{ locales: string[] }>('query HomeLocales { locales }');
  if (!locales.includes(locale))
    throw new ApiUnavailableError(`Content service does not serve ${locale}`);
  return EMPTY_HOME_CONTENT;
}
