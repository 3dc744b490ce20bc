import { cutProductCardTitle } from '@lumen/i18n/text';
import { pickProductImage, thumbUrl } from '@lumen/product-api-client/images';
import { Image } from '@lumen/ui-kit/image';
import type { ProductSummary } from '@lumen/validation';
import { AppLink } from '#src/components/app-link.tsx';
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
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/**
 * A product tile: picture, title cut to 37 characters plus '...' when over 41, then the part
 * number (spec §5), linking to /products/{mainCategorySlug}/{productSlug}. The part number
 * never breaks (a code split at its hyphen reads as two codes): it moves to a line of its own
 * when the title leaves no room, is set smaller in a card under 10rem (two cards side by side
 * in a phone's dialog), and only in a card narrower still ends in an ellipsis.
 * Plain CSS keeps its hyphen a hyphen for copy and paste.
 */
export function ProductCard({
  product,
  size,
  isEager = false,
  headingLevel: Heading = 'h3',
}: ProductCardProps) {
  const { width, height } = CARD_IMAGE[size];
  const src = productThumb(product, { width, height });
  const title = cutProductCardTitle(product.technicalDescription.value);
  const partNumber = product.partnumberManufacturer.trim();
  return (
    <article className="group @container relative flex h-full flex-col overflow-hidden rounded-lg border border-ink-100 bg-white transition hover:shadow-md">
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
      <Heading className="min-w-0 px-3 py-4 text-sm font-semibold break-words text-ink-950 sm:px-4">
        {/* In the campaigns app (header search results) this is a document load. */}
        <AppLink
          href={paths.products.detail.getHref(product.slugMainCategory, product.slugProduct)}
          className="focus-ring after:absolute after:inset-0 hover:underline"
        >
          {title}
          {title && partNumber ? ' ' : null}
          {partNumber ? (
            <span
              data-part-number
              className="inline-block max-w-full overflow-hidden align-bottom text-ellipsis whitespace-nowrap group-hover:underline @max-[10rem]:text-xs"
            >
              {partNumber}
            </span>
          ) : null}
        </AppLink>
      </Heading>
    </article>
  );
}
