import type { AnyVariables, Client, DocumentInput } from '@urql/core';
import { createContentClient, fetchContent } from '@lumen/content-client/client';
import type { SiteEnv } from '#src/config/env.ts';
import { ApiUnavailableError, fetchWithTimeout } from '#src/lib/fetch-api.server.ts';

/**
 * A content client for one server request (never module scope: its cache would carry one
 * visitor's answers into another's page). The request middleware makes it; loaders read it
 * from the request scope, so the layout and page queries of one request share it.
 */
export function createRequestContentClient(env: Pick<SiteEnv, 'apiUrl'>): Client {
  return createContentClient({
    url: new URL('/graphql', env.apiUrl).toString(),
    fetch: fetchWithTimeout,
  });
}

/** Runs a content query; any failure (network, HTTP, GraphQL) is an outage to the page. */
export async function queryContent<Data, Variables extends AnyVariables>(
  client: Client,
  query: DocumentInput<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  try {
    return await fetchContent(client, query, variables);
  } catch (err) {
    throw new ApiUnavailableError(`Content query failed: ${(err as Error).message}`, {
      cause: err,
    });
  }
}
