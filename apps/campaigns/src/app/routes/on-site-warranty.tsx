import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { WarrantyPage } from '#src/features/warranty/components/warranty-page.tsx';
import type { Route } from './+types/on-site-warranty';
import { loadWarrantyPage } from './on-site-warranty.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadWarrantyPage(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function OnSiteWarranty({ loaderData }: Route.ComponentProps) {
  return <WarrantyPage page={loaderData.page} />;
}
