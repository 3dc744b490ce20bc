import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { lazyIsland } from '@lumen/site-shell/lib/lazy-island.tsx';
import { unpack } from '@lumen/site-shell/lib/packed-data.ts';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import type { Route } from './+types/product-listing';
import { loadListing } from './product-listing.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListing(requestScopeOf(context), request, params.mainCategory);
}

// The whole listing is one island (ADR 020): its filters, sort, pages and grid share one
// state, and their code (8 KB gzip) would put the route over issue 9's 120 KB. Its HTML is
// the server's; the island loads right after hydration, so the controls work once the page
// is marked hydrated.
const loadListingIsland = () =>
  import('#src/features/catalogue/components/listing-island.tsx').then((m) => m.ListingIsland);
const Listing = lazyIsland(loadListingIsland);

/** A navigation in the app fetches the listing's code alongside its data, not after it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadListingIsland()]);
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
  const { rangeFilter, landing, category } = unpack(loaderData).meta;
  const current = new URLSearchParams(location.search).get('rangeFilter')?.trim().toUpperCase();
  return !rangeFilter || current === rangeFilter ? landing : category;
};

export default function ProductListing({ loaderData: wire }: Route.ComponentProps) {
  const loaderData = unpack(wire);
  const root = useRootData();
  return (
    <Listing
      apiUrl={root?.config.publicApiUrl ?? ''}
      locale={root?.visitor.locale ?? 'en-GB'}
      header={loaderData.header}
      categoryName={loaderData.category.name}
      context={loaderData.context}
      serverPages={loaderData.pages}
    />
  );
}
