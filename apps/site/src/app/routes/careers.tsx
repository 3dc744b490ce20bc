import { CareersPage } from '#src/features/careers/components/careers-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/careers';
import { loadCareers } from './careers.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCareers(requestScopeOf(context), request);
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <CareersPage data={loaderData.data} />;
}
