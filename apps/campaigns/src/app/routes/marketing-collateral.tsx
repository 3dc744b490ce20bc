import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { MarketingCollateralPage } from '#src/features/marketing-collateral/components/marketing-collateral-page.tsx';
import type { Route } from './+types/marketing-collateral';
import { loadMarketingCollateral } from './marketing-collateral.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadMarketingCollateral(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function MarketingCollateral({ loaderData }: Route.ComponentProps) {
  return <MarketingCollateralPage page={loaderData.page} />;
}
