import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { CustomisedConversionsPage } from '#src/features/customised-conversions/components/customised-conversions-page.tsx';
import type { Route } from './+types/customised-conversions';
import { loadCustomisedConversions } from './customised-conversions.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadCustomisedConversions(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CustomisedConversions({ loaderData }: Route.ComponentProps) {
  return (
    <CustomisedConversionsPage
      page={loaderData.data.page}
      caseStudies={loaderData.data.caseStudies}
    />
  );
}
