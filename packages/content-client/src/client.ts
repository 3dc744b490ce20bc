import {
  Client,
  cacheExchange,
  fetchExchange,
  type AnyVariables,
  type DocumentInput,
  type Exchange,
} from '@urql/core';

export type ContentClientOptions = {
  /** The content GraphQL endpoint, e.g. http://localhost:4000/graphql. */
  url: string;
  /** A fetch to use instead of the global one (tests, instrumented server fetch). */
  fetch?: typeof fetch;
  fetchOptions?: RequestInit | (() => RequestInit);
  /**
   * Exchanges that run between the cache and the network, e.g. urql's ssrExchange so a
   * server render can hand its results to the browser.
   */
  exchanges?: Exchange[];
};

/**
 * A new urql client for the content service. Call it once per server request (and once in
 * the browser): a client holds a cache, and a cache shared across requests would leak one
 * visitor's data into another's page.
 */
export function createContentClient(opts: ContentClientOptions): Client {
  return new Client({
    url: opts.url,
    exchanges: [cacheExchange, ...(opts.exchanges ?? []), fetchExchange],
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
    ...(opts.fetchOptions ? { fetchOptions: opts.fetchOptions } : {}),
    // Content is read-only and the same for every visitor in a locale: plain POSTs keep
    // long queries out of URLs and logs.
    preferGetMethod: false,
  });
}

export class ContentQueryError extends Error {
  override name = 'ContentQueryError';
}

/**
 * The data without the `__typename` fields urql's cache adds to every object. The queries do
 * not ask for them and no page reads them, yet each page's HTML would carry them to the
 * browser in its loader data: about 125 per page (issue 9).
 */
function withoutTypenames<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutTypenames) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key !== '__typename') copy[key] = withoutTypenames(field);
  }
  return copy as T;
}

/**
 * Runs a query and returns its data, throwing when the request or the query failed, so a
 * route loader can let its error boundary render the error page.
 */
export async function fetchContent<Data, Variables extends AnyVariables>(
  client: Client,
  query: DocumentInput<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const result = await client.query(query, variables).toPromise();
  if (result.error) throw new ContentQueryError(result.error.message, { cause: result.error });
  if (!result.data) throw new ContentQueryError('The content service returned no data');
  return withoutTypenames(result.data);
}
