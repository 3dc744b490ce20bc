import type { AnyVariables, Client, DocumentInput } from '@urql/core';
import { fetchContent } from '@lumen/content-client/client';
import { ApiUnavailableError } from './fetch-api.server.ts';

/** Runs a typed content query; any failure (network, HTTP, GraphQL) is an outage to the page. */
export async function queryContentDocument<Data, Variables extends AnyVariables>(
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
