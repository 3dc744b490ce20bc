import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import { EntryPage } from '#src/features/golden-ticket/components/entry-page.tsx';
import type { Route } from './+types/golden-ticket';
import { loadGoldenTicket } from './golden-ticket.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadGoldenTicket(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GoldenTicket({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <EntryPage
      promotion={loaderData.promotion}
      availability={loaderData.availability}
      apiUrl={root?.config.publicApiUrl ?? ''}
      messages={root?.messages}
    />
  );
}
