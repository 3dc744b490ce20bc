import { Carousel } from '@lumen/ui-kit/carousel';
import type { ProductSummary } from '@lumen/validation';
import { ProductCard } from '@lumen/site-shell/components/product-card.tsx';
import { carouselLabels } from '@lumen/site-shell/lib/carousel-labels.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';

/** Spec §9: similar products 4 per view, 2 under 1199 px, 1 under 576 px. */
export const SIMILAR_BREAKPOINTS = [
  { below: 1199, perView: 2 },
  { below: 576, perView: 1 },
] as const;

/** The 'Similar Products' carousel (spec §2), shown only when there are some. */
export function SimilarProducts({
  title,
  products,
}: {
  title: string;
  products: readonly ProductSummary[];
}) {
  const t = useTranslator();
  if (!products.length) return null;
  return (
    <div className="mt-16">
      {/* The carousel is the labelled region; the heading gives the page its outline. */}
      <h2 className="mb-6 text-2xl font-semibold text-ink-950">{title}</h2>
      <Carousel
        label={title}
        perView={4}
        breakpoints={SIMILAR_BREAKPOINTS}
        spacing={16}
        labels={carouselLabels(t)}
        controlClassName="top-1/3"
      >
        {products.map((product) => (
          <ProductCard key={product.productId} product={product} size="search" />
        ))}
      </Carousel>
    </div>
  );
}
