import { MeetTheTeamPage } from '#src/features/meet-the-team/components/meet-the-team-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/meet-the-team';
import { loadMeetTheTeam } from './meet-the-team.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadMeetTheTeam(requestScopeOf(context));
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function MeetTheTeam({ loaderData }: Route.ComponentProps) {
  return <MeetTheTeamPage data={loaderData.data} />;
}
