import type { ReactNode } from 'react';
import { Carousel, type CarouselProps } from '@lumen/ui-kit/carousel';
import { carouselLabels } from '#src/lib/carousel-labels.ts';
import { useTranslator } from '#src/lib/i18n.tsx';

/**
 * The carousel under a content page section's heading: named by that heading, with the
 * site's control labels and the slides per view the spec gives that section (spec §9).
 */
export function SectionCarousel({
  label,
  steps,
  children,
}: {
  label: string | null;
  steps: Pick<CarouselProps, 'perView' | 'breakpoints'>;
  children: ReactNode;
}) {
  const t = useTranslator();
  return (
    <Carousel
      label={label ?? ''}
      labels={carouselLabels(t)}
      perView={steps.perView}
      breakpoints={steps.breakpoints}
      spacing={24}
      className="mt-8"
    >
      {children}
    </Carousel>
  );
}
