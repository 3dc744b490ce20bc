import type { ResultOf } from '@lumen/content-client/graphql';
import { WarrantyPageQuery } from '@lumen/content-client/operations/landing';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { requireContent } from '#src/lib/landing-page.server.ts';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';

export type WarrantyPageData = NonNullable<ResultOf<typeof WarrantyPageQuery>['warrantyPage']>;

/** /on-site-warranty's content in the visitor's locale. */
export async function getWarrantyPage(scope: RequestScope): Promise<WarrantyPageData> {
  const data = await queryPageContent(scope, WarrantyPageQuery, {
    locale: scope.visitor.locale,
  });
  return requireContent(data.warrantyPage, 'warrantyPage');
}
