import { Link } from 'react-router';
import { productCardTitle } from '@lumen/i18n/text';
import { pickProductImage, thumbUrl } from '@lumen/product-api-client/images';
import { Image } from '@lumen/ui-kit/image';
import type { ProductSummary } from '@lumen/validation';
import { paths } from '#src/config/paths.ts';

/** Thumbnail sizes of spec §9: 300x300 in the search overlay, 600x500 in the listing. */
export const CARD_IMAGE = {
  search: { width: 300, height: 300 },
  listing: { width: 600, height: 500 },
} as const;

type CardProduct = Pick<
  ProductSummary,
  'partnumberManufacturer' | 'technicalDescription' | 'slugMainCategory' | 'slugProduct'
> & { tradeProducts: { media: ProductSummary['tradeProducts'][number]['media'] }[] };

/**
 * Where a product's picture is served: the API's /thumb on the site's own origin (the
 * gateway routes it), so thumbnails need no other host. Empty when it has no image file.
 */
export function productThumb(
  product: Pick<CardProduct, 'tradeProducts'>,
  size: { width: number; height: number },
): string | null {
  const image = pickProductImage(product.tradeProducts.flatMap((t) => t.media));
  return image ? thumbUrl('', image, size) : null;
}

export type ProductCardProps = {
  product: CardProduct;
  size: keyof typeof CARD_IMAGE;
  /** The first row is above the fold: load it at once. */
  isEager?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/**
 * A product tile: picture, title cut to 37 characters plus '...' when over 41, then the part
 * number (spec §5), linking to /products/{mainCategorySlug}/{productSlug}.
 */
export function ProductCard({
  product,
  size,
  isEager = false,
  headingLevel: Heading = 'h3',
}: ProductCardProps) {
  const { width, height } = CARD_IMAGE[size];
  const src = productThumb(product, { width, height });
  const title = productCardTitle(
    product.technicalDescription.value,
    product.partnumberManufacturer,
  );
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-ink-100 bg-white transition hover:shadow-md">
      <Image
        src={src}
        alt=""
        width={width}
        height={height}
        loading={isEager ? 'eager' : 'lazy'}
        decoding="async"
        className="w-full bg-ink-50 object-contain"
        style={{ aspectRatio: `${width} / ${height}` }}
      />
      <Heading className="p-4 text-sm font-semibold break-words text-ink-950">
        <Link
          to={paths.products.detail.getHref(product.slugMainCategory, product.slugProduct)}
          prefetch="intent"
          className="focus-ring after:absolute after:inset-0 hover:underline"
        >
          {title}
        </Link>
      </Heading>
    </article>
  );
}
