import { Carousel } from '@lumen/ui-kit/carousel';
import { Image } from '@lumen/ui-kit/image';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { carouselLabels } from '@lumen/site-shell/lib/carousel-labels.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { CaseStudyArticle } from '../types.ts';

/** Related products: 4 per view, 2 under 1199, 1 under 576 (spec §9 similar products). */
const BREAKPOINTS = [
  { below: 1199, perView: 2 },
  { below: 576, perView: 1 },
] as const;

/** The products fitted in the project, each to its range listing. */
export function RelatedProducts({
  title,
  products,
}: {
  title: string;
  products: CaseStudyArticle['products'];
}) {
  const t = useTranslator();
  if (products.length === 0) return null;
  return (
    // Not a landmark itself: the carousel inside is the region, named by the same title.
    <div className="flex flex-col gap-6">
      <h2 id="case-study-products" className="text-2xl font-semibold text-ink-950">
        {title}
      </h2>
      <Carousel
        label={title}
        labels={carouselLabels(t)}
        perView={4}
        breakpoints={BREAKPOINTS}
        spacing={24}
      >
        {products.map((product) => (
          <article
            key={product.productTitle}
            className="relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-card"
          >
            <Image
              src={product.pictures[0]?.url}
              alt={product.pictures[0]?.alternativeText ?? ''}
              width={600}
              height={450}
              loading="lazy"
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="flex flex-1 flex-col gap-3 p-4">
              <h3 className="font-semibold text-ink-950">{product.productTitle}</h3>
              {product.productLink ? (
                <AppLink
                  href={product.productLink}
                  className="focus-ring mt-auto rounded text-sm font-semibold text-brand-700 after:absolute after:inset-0 hover:underline"
                >
                  {product.ctaText ?? product.productTitle}
                </AppLink>
              ) : null}
            </div>
          </article>
        ))}
      </Carousel>
    </div>
  );
}
