import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { WorldCupPage } from '#src/features/invoice-upload/components/world-cup-page.tsx';
import type { Route } from './+types/world-cup';
import { loadWorldCup } from './world-cup.server.ts';

export function loader({ context }: Route.LoaderArgs) {
  return loadWorldCup(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function WorldCup() {
  return <WorldCupPage />;
}
