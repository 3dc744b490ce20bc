import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { LightingDesignPage } from '#src/features/lighting-design/components/lighting-design-page.tsx';
import type { Route } from './+types/lighting-design';
import { loadLightingDesign } from './lighting-design.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadLightingDesign(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function LightingDesign({ loaderData }: Route.ComponentProps) {
  return (
    <LightingDesignPage page={loaderData.data.page} caseStudies={loaderData.data.caseStudies} />
  );
}
