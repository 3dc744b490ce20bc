import { TextPage } from '#src/features/policies/components/text-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/terms-conditions';
import { loadTerms } from './terms-conditions.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadTerms(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  const { terms } = loaderData;
  return (
    <TextPage
      title={terms.title ?? ''}
      backButton={terms.backButton ?? ''}
      content={terms.content}
    />
  );
}
