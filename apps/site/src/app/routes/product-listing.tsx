import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { lazyIsland } from '@lumen/site-shell/lib/lazy-island.tsx';
import { ProductDataProvider } from '@lumen/site-shell/lib/product-api.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import type { Route } from './+types/product-listing';
import { loadListing } from './product-listing.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListing(requestScopeOf(context), request, params.mainCategory);
}

// The header, filters and results are in the server's HTML and hydrate from their own chunk,
// right after the page's first script (ADR 020): that script stays within issue 9's 120 KB.
const loadListingPage = () =>
  import('#src/features/catalogue/components/listing-page.tsx').then((m) => m.ListingPage);
const ListingPage = lazyIsland(loadListingPage);

/** A navigation in the app fetches the listing's code alongside its data, not after it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadListingPage()]);
  return data;
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
