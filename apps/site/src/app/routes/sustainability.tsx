import { SustainabilityPage } from '#src/features/sustainability/components/sustainability-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/sustainability';
import { loadSustainability } from './sustainability.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadSustainability(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Sustainability({ loaderData }: Route.ComponentProps) {
  return <SustainabilityPage content={loaderData.content} />;
}
