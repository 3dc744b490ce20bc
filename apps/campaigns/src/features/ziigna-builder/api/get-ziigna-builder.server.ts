import type { ResultOf } from '@lumen/content-client/graphql';
import { ZiignaBuilderQuery } from '@lumen/content-client/operations/ziigna-builder';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { requireContent } from '#src/lib/landing-page.server.ts';

type BuilderQueryResult = ResultOf<typeof ZiignaBuilderQuery>;
export type ZiignaBuilderHeader = NonNullable<BuilderQueryResult['ziignaBuilderHeader']>;

/** The builder's copy and what it offers, in the visitor's locale, in one request. */
export async function getZiignaBuilder(scope: RequestScope) {
  const data = await queryPageContent(scope, ZiignaBuilderQuery, {
    locale: scope.visitor.locale,
  });
  return {
    header: requireContent(data.ziignaBuilderHeader, 'ziignaBuilderHeader'),
    content: { ziignaParams: data.ziignaParams, ziignaSubParams: data.ziignaSubParams },
  };
}
