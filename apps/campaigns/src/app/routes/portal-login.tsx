import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { PortalLoginPage } from '#src/features/portal-login/components/portal-login-page.tsx';
import type { Route } from './+types/portal-login';
import { loadPortalLogin } from './portal-login.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadPortalLogin(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PortalLogin({ loaderData }: Route.ComponentProps) {
  return <PortalLoginPage page={loaderData.page} />;
}
