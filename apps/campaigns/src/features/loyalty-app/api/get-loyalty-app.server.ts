import type { ResultOf } from '@lumen/content-client/graphql';
import { LoyaltyAppQuery } from '@lumen/content-client/operations/landing';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { requireContent } from '#src/lib/landing-page.server.ts';

export type LoyaltyAppData = NonNullable<ResultOf<typeof LoyaltyAppQuery>['loyaltyAppHeader']>;

/** The loyalty app landing page's content in the visitor's locale. */
export async function getLoyaltyApp(scope: RequestScope): Promise<LoyaltyAppData> {
  const data = await queryPageContent(scope, LoyaltyAppQuery, { locale: scope.visitor.locale });
  return requireContent(data.loyaltyAppHeader, 'loyaltyAppHeader');
}
