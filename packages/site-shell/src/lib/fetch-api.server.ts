import { getEnv } from '#src/config/env.ts';

/** The API could not be reached or answered with a server error: the page shows the 500 page. */
export class ApiUnavailableError extends Error {
  override name = 'ApiUnavailableError';
}

export const API_TIMEOUT_MS = 8_000;

/** fetch with a deadline, so a hung API cannot hold a page open. */
export function fetchWithTimeout(input: RequestInfo | URL, init: RequestInit = {}) {
  return fetch(input, { ...init, signal: init.signal ?? AbortSignal.timeout(API_TIMEOUT_MS) });
}

/**
 * The server's one way to call the REST API: network failures and 5xx answers become
 * ApiUnavailableError. 4xx answers are returned for the caller to read (a missing slug is a
 * 404 page, not an outage).
 */
export async function fetchApi(path: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(path, getEnv().apiUrl);
  let res: Response;
  try {
    res = await fetchWithTimeout(url, init);
  } catch (err) {
    throw new ApiUnavailableError(`API unreachable at ${url.origin}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  if (res.status >= 500)
    throw new ApiUnavailableError(`API answered ${res.status} for ${url.pathname}`);
  return res;
}
