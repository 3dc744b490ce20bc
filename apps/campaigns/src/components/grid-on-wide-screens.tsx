import type { ReactNode } from 'react';
import { SectionCarousel } from '@lumen/site-shell/components/section-carousel.tsx';
import { cn } from '@lumen/ui-kit/cn';
import { LANDING_CAROUSEL } from '#src/config/carousels.ts';

/**
 * Cards that are a grid from tablets up and a carousel on phones (spec §2.7: the warranty's
 * promises, the loyalty app's toolkit). Both are in the server HTML, so neither waits for a
 * script or shifts when one runs; CSS shows one.
 */
export function GridOnWideScreens<T>({
  label,
  items,
  keyOf,
  render,
  gridClassName,
}: {
  label: string | null;
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Columns per width, e.g. 'md:grid-cols-3 lg:grid-cols-5'. */
  gridClassName: string;
}) {
  return (
    <>
      <ul className={cn('mt-8 hidden gap-6 md:grid', gridClassName)}>
        {items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      <div className="md:hidden">
        <SectionCarousel label={label} steps={LANDING_CAROUSEL}>
          {items.map((item) => (
            <div key={keyOf(item)} className="h-full">
              {render(item)}
            </div>
          ))}
        </SectionCarousel>
      </div>
    </>
  );
}
