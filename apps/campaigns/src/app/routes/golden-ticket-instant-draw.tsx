import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import { InstantDraw } from '#src/features/golden-ticket/components/instant-draw.tsx';
import type { Route } from './+types/golden-ticket-instant-draw';
import { loadInstantDraw } from './golden-ticket-instant-draw.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadInstantDraw(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GoldenTicketInstantDraw({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <InstantDraw
      drawsEnd={loaderData.drawsEnd}
      voucher={loaderData.voucher}
      apiUrl={root?.config.publicApiUrl ?? ''}
      messages={root?.messages}
    />
  );
}
