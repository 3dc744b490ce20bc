import type { ComponentProps } from 'react';
import { ProductDataProvider } from '@lumen/site-shell/lib/product-api.tsx';
import { ListingPage, type ListingPageProps } from './listing-page.tsx';

export type ListingIslandProps = ListingPageProps &
  Omit<ComponentProps<typeof ProductDataProvider>, 'children'>;

/** The listing with the product API it fetches filters, sort and pages from: one island. */
export function ListingIsland({ apiUrl, locale, ...page }: ListingIslandProps) {
  return (
    <ProductDataProvider apiUrl={apiUrl} locale={locale}>
      <ListingPage {...page} />
    </ProductDataProvider>
  );
}
