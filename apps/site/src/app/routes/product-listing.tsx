import { HydrationBoundary } from '@tanstack/react-query';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { LOCALES, productLanguageOf } from '@lumen/i18n';
import { paths } from '#src/config/paths.ts';
import { ListingPage, withRange } from '#src/features/catalogue/components/listing-page.tsx';
import { parseListingState } from '#src/features/catalogue/utils/listing-state.ts';
import { seoMeta } from '#src/lib/seo/meta.ts';
import { rootDataOf } from '../root-data.ts';
import type { Route } from './+types/product-listing';
import { loadListing } from './product-listing.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadListing(request, params.mainCategory);
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

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  const { header, category, slugs } = loaderData;
  const { rangeFilter } = parseListingState(new URLSearchParams(location.search));
  const landing = rangeFilter ? { rangeFilter } : {};
  const description = header?.seo.description ?? header?.description ?? category.name;
  return seoMeta(root.seo, {
    title: withRange(header?.title ?? category.name, rangeFilter),
    description: withRange(description, rangeFilter),
    // Filtered, sorted and paged views are one page to a search engine: the category (or
    // the range landing page).
    path: paths.products.listing.getHref(category.slug, landing),
    localePaths: Object.fromEntries(
      LOCALES.flatMap((locale) => {
        const slug = slugs[productLanguageOf(locale)];
        return slug ? [[locale, paths.products.listing.getHref(slug, landing)]] : [];
      }),
    ),
    image: header?.seo.image ?? header?.heroImage ?? null,
  });
};

export default function ProductListing({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <ListingPage
        header={loaderData.header}
        categoryName={loaderData.category.name}
        context={loaderData.context}
      />
    </HydrationBoundary>
  );
}
