import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { LoyaltyAppPage } from '#src/features/loyalty-app/components/loyalty-app-page.tsx';
import type { Route } from './+types/loyalty-app';
import { loadLoyaltyApp } from './loyalty-app.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadLoyaltyApp(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function LoyaltyApp({ loaderData }: Route.ComponentProps) {
  return <LoyaltyAppPage page={loaderData.page} />;
}
