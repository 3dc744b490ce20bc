import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { TermsPage } from '#src/features/golden-ticket/components/terms-page.tsx';
import type { Route } from './+types/golden-ticket-terms';
import { loadTerms } from './golden-ticket-terms.server.ts';

export function loader({ context }: Route.LoaderArgs) {
  return loadTerms(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GoldenTicketTerms() {
  return <TermsPage />;
}
