import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { ListingPage } from '#src/features/catalogue/components/listing-page.tsx';
import { ProductDataProvider } from '@lumen/site-shell/lib/product-api.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import type { Route } from './+types/product-listing';
import { loadListing } from './product-listing.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListing(requestScopeOf(context), request, params.mainCategory);
}

/**
 * Filters, sort and pages change only the query: the page fetches them itself (keeping the
 * current results on screen), so the server loader runs again only for another category.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** Built by the loader; the landing range's tags while its range is still in the URL. */
export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { rangeFilter, landing, category } = loaderData.meta;
  const current = new URLSearchParams(location.search).get('rangeFilter')?.trim().toUpperCase();
  return !rangeFilter || current === rangeFilter ? landing : category;
};

export default function ProductListing({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <ProductDataProvider
      apiUrl={root?.config.publicApiUrl ?? ''}
      locale={root?.visitor.locale ?? 'en-GB'}
    >
      <ListingPage
        header={loaderData.header}
        categoryName={loaderData.category.name}
        context={loaderData.context}
        serverPages={loaderData.pages}
      />
    </ProductDataProvider>
  );
}
