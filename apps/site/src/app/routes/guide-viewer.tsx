import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { BrochureViewerPage } from '#src/features/publications/components/brochure-viewer-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/guide-viewer';
import { loadGuideViewer } from './guide-viewer.server.ts';
import { isPageTurn } from '#src/lib/page-turn.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadGuideViewer(requestScopeOf(context), params.slug);
}

/** Turning a page only changes ?page=: the guide is already here, so no request. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isPageTurn(args) ? false : args.defaultShouldRevalidate;
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GuideViewer({ loaderData }: Route.ComponentProps) {
  return <BrochureViewerPage brochure={loaderData.brochure} />;
}
