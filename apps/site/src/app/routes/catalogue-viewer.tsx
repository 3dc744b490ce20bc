import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { CatalogueViewerPage } from '#src/features/publications/components/catalogue-viewer-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import type { Route } from './+types/catalogue-viewer';
import { loadCatalogueViewer } from './catalogue-viewer.server.ts';
import { isPageTurn } from '#src/lib/page-turn.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadCatalogueViewer(requestScopeOf(context), params.slug);
}

/** Turning a page only changes ?page=: the catalogue is already here, so no request. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isPageTurn(args) ? false : args.defaultShouldRevalidate;
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CatalogueViewer({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!root) return null;
  return (
    <CatalogueViewerPage
      header={loaderData.header}
      catalogue={loaderData.catalogue}
      forms={root.config.marketingForms}
    />
  );
}
