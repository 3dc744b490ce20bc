import type { ResultOf } from '@lumen/content-client/graphql';
import { MarketingCollateralQuery } from '@lumen/content-client/operations/landing';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { requireContent } from '#src/lib/landing-page.server.ts';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';

export type MarketingCollateralData = NonNullable<
  ResultOf<typeof MarketingCollateralQuery>['marketingCollateral']
>;

/** The marketing collateral page's content in the visitor's locale. */
export async function getMarketingCollateral(
  scope: RequestScope,
): Promise<MarketingCollateralData> {
  const data = await queryPageContent(scope, MarketingCollateralQuery, {
    locale: scope.visitor.locale,
  });
  return requireContent(data.marketingCollateral, 'marketingCollateral');
}
