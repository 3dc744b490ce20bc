import { cutProductPageTitle } from '@lumen/i18n/text';
import { Image } from '@lumen/ui-kit/image';
import type { Product, ProductSummary } from '@lumen/validation';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { lazyIsland } from '@lumen/site-shell/lib/lazy-island.tsx';
import type { ProductFacts, ProductPageContent } from '../types.ts';
import { PRODUCT_IMAGE, productImageUrl } from './product-image.ts';
import { productBreadcrumb } from '../utils/product-breadcrumb.ts';
import { Breadcrumb } from './breadcrumb.tsx';

// In the server's HTML, hydrated after the picture and title (ADR 020): the badges beside
// them; the tabs and similar products below, once they near the viewport (a click on a tab
// before then is held until they have hydrated).
const ProductBadges = lazyIsland(() => import('./product-badges.tsx').then((m) => m.ProductBadges));
const ProductTabs = lazyIsland(() => import('./product-tabs.tsx').then((m) => m.ProductTabs), {
  when: 'visible',
});
const SimilarProducts = lazyIsland(
  () => import('./similar-products.tsx').then((m) => m.SimilarProducts),
  { when: 'visible' },
);

/**
 * /products/{mainCategorySlug}/{productSlug} (spec §2 Product detail): breadcrumb, picture,
 * part number, title, feature chips, icon badges, the six tabs and similar products.
 */
export function ProductPage({
  product,
  facts,
  content,
  similar,
}: {
  product: Product;
  /** Made by the loader: the chips' and badges' rules are not in the page's script. */
  facts: ProductFacts;
  content: ProductPageContent;
  similar: readonly ProductSummary[];
}) {
  const t = useTranslator();
  const title = product.technicalDescription.value;
  const { chips } = facts;
  const image = productImageUrl(product);
  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={productBreadcrumb(product, {
          home: content.labels.breadcrumbHome ?? t('common.home'),
          products: content.labels.breadcrumbProducts ?? t('common.products'),
        })}
      />
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <Image
          src={image}
          alt={t('product.image', { title, partNumber: product.partnumberManufacturer })}
          width={PRODUCT_IMAGE.width}
          height={PRODUCT_IMAGE.height}
          fetchPriority="high"
          className="aspect-square w-full rounded-lg bg-ink-50 object-contain"
        />
        <div className="flex flex-col gap-5">
          <p className="text-sm text-ink-700">
            {t('common.labelled', {
              label: content.labels.partNumberLabel ?? t('products.partNumber'),
            })}{' '}
            <span className="font-semibold text-ink-950" data-testid="part-number">
              {product.partnumberManufacturer}
            </span>
          </p>
          <h1 className="text-2xl font-semibold text-ink-950 md:text-3xl" title={title}>
            {cutProductPageTitle(title)}
          </h1>
          {chips.length ? (
            <ul className="flex flex-wrap gap-2" data-testid="feature-chips">
              {chips.map((chip) => (
                <li
                  key={chip}
                  className="rounded-full border border-ink-300 px-3 py-1 text-sm text-ink-900"
                >
                  {chip}
                </li>
              ))}
            </ul>
          ) : null}
          <ProductBadges badges={facts.badges} />
        </div>
      </div>
      <ProductTabs product={product} content={content} />
      <SimilarProducts
        title={content.labels.similarProductTitle ?? t('product.similar')}
        products={similar}
      />
    </article>
  );
}
