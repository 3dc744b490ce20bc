import { productLanguageOf, type Locale } from '@lumen/i18n';
import { createProductApi, ProductApiError, type ProductApi } from '@lumen/product-api-client';
import type { SiteEnv } from '@lumen/site-shell/config/env.ts';
import { ApiUnavailableError, fetchWithTimeout } from '@lumen/site-shell/lib/fetch-api.server.ts';

/** The server's product API client for one request: the internal API URL, a deadline, the visitor's language. */
export function createServerProductApi(env: Pick<SiteEnv, 'apiUrl'>, locale: Locale): ProductApi {
  return createProductApi({
    baseUrl: env.apiUrl,
    acceptLanguage: productLanguageOf(locale),
    fetch: fetchWithTimeout,
  });
}

/**
 * A product API failure that means the API is down or broken (network, 5xx, an answer of the
 * wrong shape, a timeout), as opposed to an answer a page can act on (404, 400).
 */
export function isProductApiOutage(error: unknown): boolean {
  if (error instanceof ProductApiError)
    return error.kind !== 'http' || (error.status ?? 500) >= 500;
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Turns an outage into ApiUnavailableError (the 500 page); anything else is rethrown as is. */
export function asOutage(error: unknown): unknown {
  return isProductApiOutage(error)
    ? new ApiUnavailableError(`Product API: ${(error as Error).message}`, { cause: error })
    : error;
}
