import type { AnyVariables, DocumentInput } from '@urql/core';
import { queryContent } from '#src/lib/content.server.ts';
import { ApiUnavailableError } from '#src/lib/fetch-api.server.ts';
import { serverError } from '#src/lib/http.ts';
import type { RequestScope } from '#src/lib/request-scope.server.ts';

/**
 * A content page's data: a content outage is the 500 page (the page is its content), any
 * other failure a bug that propagates.
 */
export async function queryPageContent<Data, Variables extends AnyVariables>(
  scope: RequestScope,
  query: DocumentInput<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  try {
    return await queryContent(scope.content, query, variables);
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
}
