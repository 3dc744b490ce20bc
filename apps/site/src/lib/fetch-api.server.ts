import { getEnv } from '#src/config/env.ts';

/** The API could not be reached or answered with a server error: the page shows the 500 page. */
export class ApiUnavailableError extends Error {
  override name = 'ApiUnavailableError';
}

const TIMEOUT_MS = 8_000;

/**
 * The server's one way to call the API: a timeout so a hung API cannot hold a page open,
 * and network failures and 5xx answers turned into ApiUnavailableError. 4xx answers are
 * returned for the caller to read (a missing slug is a 404 page, not an outage).
 */
export async function fetchApi(path: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(path, getEnv().apiUrl);
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new ApiUnavailableError(`API unreachable at ${url.origin}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  if (res.status >= 500)
    throw new ApiUnavailableError(`API answered ${res.status} for ${url.pathname}`);
  return res;
}

/** A GraphQL request to the content endpoint; GraphQL errors count as an outage. */
export async function queryContent<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await fetchApi('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => null)) as {
    data?: T;
    errors?: { message: string }[];
  } | null;
  if (!res.ok || !body?.data || body.errors?.length) {
    throw new ApiUnavailableError(
      `Content query failed (${res.status}): ${body?.errors?.map((e) => e.message).join('; ') ?? 'no data'}`,
    );
  }
  return body.data;
}
