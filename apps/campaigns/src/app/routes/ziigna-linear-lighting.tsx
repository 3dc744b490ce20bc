import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { ZiignaPage } from '#src/features/ziigna-page/components/ziigna-page.tsx';
import type { Route } from './+types/ziigna-linear-lighting';
import { loadZiignaPage } from './ziigna-linear-lighting.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadZiignaPage(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ZiignaLinearLighting({ loaderData }: Route.ComponentProps) {
  return <ZiignaPage page={loaderData.page} />;
}
