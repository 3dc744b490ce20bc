import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { LeaderboardPage } from '#src/features/express-leaderboard/components/leaderboard-page.tsx';
import type { Route } from './+types/express-leaderboard';
import { loadLeaderboard } from './express-leaderboard.server.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadLeaderboard(requestScopeOf(context), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ExpressLeaderboard({ loaderData }: Route.ComponentProps) {
  return <LeaderboardPage state={loaderData.state} board={loaderData.board} />;
}
