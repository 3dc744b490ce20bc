import type { Product } from '@lumen/validation';
import { paths } from '@lumen/site-shell/config/paths.ts';

export type ProductCrumb = { name: string; href?: string };

/**
 * Home > Products > category > product title (spec §2 Product detail). 'Products' opens the
 * range selection of the product's category, the category its listing; the title is the page.
 */
export function productBreadcrumb(
  product: Pick<Product, 'mainCategory' | 'slugMainCategory' | 'technicalDescription'>,
  labels: { home: string; products: string },
): ProductCrumb[] {
  return [
    { name: labels.home, href: paths.home.getHref() },
    {
      name: labels.products,
      href: paths.selectRange.getHref({
        category: product.mainCategory,
        categorySlug: product.slugMainCategory,
      }),
    },
    { name: product.mainCategory, href: paths.products.listing.getHref(product.slugMainCategory) },
    { name: product.technicalDescription.value },
  ];
}
