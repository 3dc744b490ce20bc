import { CataloguesPage } from '#src/features/publications/components/catalogues-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import type { Route } from './+types/product-catalogue';
import { loadProductCatalogue } from './product-catalogue.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadProductCatalogue(requestScopeOf(context));
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ProductCatalogue({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!root) return null;
  return <CataloguesPage content={loaderData.content} forms={root.config.marketingForms} />;
}
