import { LOCALES, productLanguageOf } from '@lumen/i18n';
import { paths } from '#src/config/paths.ts';
import { SITE_NAME } from '#src/config/site.ts';
import { NotAvailable } from '#src/features/product-detail/components/not-available-dialog.tsx';
import {
  ProductPage,
  productImageUrl,
} from '#src/features/product-detail/components/product-page.tsx';
import { productBreadcrumb } from '#src/features/product-detail/utils/product-breadcrumb.ts';
import { descriptionParagraphs } from '#src/features/product-detail/utils/product-facts.ts';
import { breadcrumbJsonLd, productJsonLd } from '#src/lib/seo/json-ld.ts';
import { absoluteUrl, seoMeta } from '#src/lib/seo/meta.ts';
import { rootDataOf } from '../root-data.ts';
import type { Route } from './+types/product-detail';
import { loadProductDetail } from './product-detail.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadProductDetail(request, params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  if (loaderData.kind === 'not-available') {
    return seoMeta(root.seo, {
      title: loaderData.labels.title ?? 'Product Not Available',
      description: loaderData.labels.message ?? '',
      path: location.pathname,
      noIndex: true,
    });
  }
  const { product, content } = loaderData;
  const origin = root.seo.editionOrigins[root.seo.edition];
  const path = paths.products.detail.getHref(product.slugMainCategory, product.slugProduct);
  const description = descriptionParagraphs(product)[0] ?? `${product.technicalDescription.value}`;
  const image = productImageUrl(product);
  const crumbs = productBreadcrumb(product, {
    home: content.labels.breadcrumbHome ?? 'Home',
    products: content.labels.breadcrumbProducts ?? 'Products',
  });
  return [
    ...seoMeta(root.seo, {
      title: product.technicalDescription.value,
      description,
      path,
      localePaths: Object.fromEntries(
        LOCALES.flatMap((locale) => {
          const alt = product.alternates.find((a) => a.language === productLanguageOf(locale));
          return alt
            ? [[locale, paths.products.detail.getHref(alt.slugMainCategory, alt.slugProduct)]]
            : [];
        }),
      ),
      image,
    }),
    productJsonLd({
      name: product.technicalDescription.value,
      sku: product.partnumberManufacturer,
      gtin13: product.eanCodePartnumber,
      url: absoluteUrl(origin, path),
      image: image ? absoluteUrl(origin, image) : null,
      description,
      brand: SITE_NAME,
      category: product.mainCategory,
    }),
    breadcrumbJsonLd(
      crumbs.map((c) => ({ name: c.name, url: absoluteUrl(origin, c.href ?? path) })),
    ),
  ];
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'not-available')
    return <NotAvailable categorySlug={loaderData.category.slug} labels={loaderData.labels} />;
  return (
    <ProductPage
      product={loaderData.product}
      content={loaderData.content}
      similar={loaderData.similar}
    />
  );
}
