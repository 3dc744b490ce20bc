import { BrochuresPage } from '#src/features/publications/components/brochures-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/lighting-guides';
import { loadLightingGuides } from './lighting-guides.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadLightingGuides(requestScopeOf(context));
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function LightingGuides({ loaderData }: Route.ComponentProps) {
  return <BrochuresPage content={loaderData.content} />;
}
