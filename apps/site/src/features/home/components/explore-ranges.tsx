import { Image } from '@lumen/ui-kit/image';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import type { ExploreRange } from '../types.ts';
import { SectionHeading } from './section-heading.tsx';

/** Four range tiles (spec §2 Home: "Explore ranges: 4 shown"), each to its range selection. */
export function ExploreRanges({ title, ranges }: { title: string; ranges: ExploreRange[] }) {
  if (ranges.length === 0) return null;
  return (
    <section
      aria-labelledby="home-ranges"
      data-home-section="ranges"
      className="mx-auto max-w-7xl px-4 py-14"
    >
      <SectionHeading id="home-ranges">{title}</SectionHeading>
      <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {ranges.slice(0, 4).map((range) => {
          const href =
            range.url ||
            paths.selectRange.getHref({
              category: range.category,
              categorySlug: range.slug ?? range.id,
            });
          return (
            <li key={range.id}>
              <AppLink
                href={href}
                isExternal={range.external}
                className="focus-ring group block overflow-hidden rounded-lg bg-ink-50 shadow-card"
              >
                <Image
                  src={range.image}
                  alt={range.alternativeText ?? ''}
                  width={600}
                  height={450}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
                <span className="block p-4">
                  <span className="block text-lg font-semibold text-ink-950">{range.category}</span>
                  {range.ctaText ? (
                    <span className="mt-1 block text-sm font-medium text-brand-800 group-hover:underline">
                      {range.ctaText}
                    </span>
                  ) : null}
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
