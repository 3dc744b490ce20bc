import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { WinnersPage } from '#src/features/golden-ticket/components/winners-page.tsx';
import type { Route } from './+types/golden-ticket-winners';
import { loadWinners } from './golden-ticket-winners.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadWinners(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GoldenTicketWinners({ loaderData }: Route.ComponentProps) {
  return <WinnersPage winners={loaderData.winners} isUnavailable={loaderData.isUnavailable} />;
}
