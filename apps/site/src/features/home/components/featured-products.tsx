import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Carousel } from '@lumen/ui-kit/carousel';
import { cn } from '@lumen/ui-kit/cn';
import { Image } from '@lumen/ui-kit/image';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { carouselLabels } from '@lumen/site-shell/lib/carousel-labels.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { FeaturedProduct } from '../types.ts';
import { SectionHeading } from './section-heading.tsx';

/** The featured products carousel: one large card per product, image left or right. */
export function FeaturedProducts({
  title,
  products,
}: {
  title: string;
  products: FeaturedProduct[];
}) {
  const t = useTranslator();
  if (products.length === 0) return null;
  return (
    // Not a landmark itself: the carousel inside is the region, named by the same title.
    <div data-home-section="featured" className="bg-ink-50 py-14">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="home-featured">{title}</SectionHeading>
        <Carousel label={title} labels={carouselLabels(t)} isLooping className="mt-8">
          {products.map((product) => (
            <FeaturedCard key={product.id} product={product} />
          ))}
        </Carousel>
      </div>
    </div>
  );
}

function FeaturedCard({ product }: { product: FeaturedProduct }) {
  const tone = product.tone;
  const isLight = tone !== 'dark';
  return (
    <article
      style={tone ? { backgroundColor: product.bgColor ?? undefined } : undefined}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-lg md:flex-row',
        !tone && 'bg-ink-900',
        isLight ? 'text-white' : 'text-ink-950',
        product.imageAlignment === 'Right' && 'md:flex-row-reverse',
      )}
    >
      <Image
        src={product.image}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover md:w-1/2"
      />
      <div className="flex flex-1 flex-col justify-center gap-3 p-6 md:p-10">
        {product.type ? (
          <p
            className={cn(
              'text-sm font-semibold tracking-wide uppercase',
              isLight ? 'text-brand-300' : 'text-brand-800',
            )}
          >
            {product.type}
          </p>
        ) : null}
        <h3 className="text-2xl font-bold md:text-3xl">{product.title}</h3>
        {product.shortDescription ? <p className="text-lg">{product.shortDescription}</p> : null}
        {product.longDescription ? (
          <p className={cn('hidden md:block', isLight ? 'text-ink-100' : 'text-ink-800')}>
            {product.longDescription}
          </p>
        ) : null}
        {product.url && product.cta_text ? (
          <AppLink
            href={product.url}
            isExternal={product.external}
            className={cn(
              buttonClassName({ variant: isLight ? 'inverse' : 'secondary' }),
              'mt-2 self-start',
            )}
          >
            {product.cta_text}
          </AppLink>
        ) : null}
      </div>
    </article>
  );
}
