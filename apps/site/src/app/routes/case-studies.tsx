import { CaseStudiesPage } from '#src/features/case-studies/components/case-studies-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/case-studies';
import { loadCaseStudies } from './case-studies.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCaseStudies(requestScopeOf(context), request);
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return <CaseStudiesPage page={loaderData.page} />;
}
