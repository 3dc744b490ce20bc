import { VacancyPage } from '#src/features/careers/components/vacancy-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/vacancy-details';
import { loadVacancy } from './vacancy-details.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadVacancy(requestScopeOf(context), request);
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function VacancyDetails({ loaderData }: Route.ComponentProps) {
  return <VacancyPage data={loaderData.data} />;
}
