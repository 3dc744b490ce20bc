import type { CategoryHeader as CategoryHeaderContent } from '../types.ts';

/** 'AURA' appended to the category's title and description (spec §2: rangeFilter). */
export function withRange(text: string, rangeFilter: string | null): string {
  return rangeFilter ? `${text} ${rangeFilter}` : text;
}

/**
 * The listing banner from content (spec §2 Product listing): the category title, with the
 * pre-selected range appended, over the hero picture (a smaller one on phones).
 */
export function CategoryHeader({
  header,
  title,
  description,
}: {
  header: CategoryHeaderContent | null;
  title: string;
  description: string | null;
}) {
  const image = header?.heroImage;
  return (
    <header className="relative isolate overflow-hidden bg-ink-900 text-white">
      {image ? (
        <picture>
          {header.mobileHeroImage ? (
            <source media="(max-width: 767px)" srcSet={header.mobileHeroImage} />
          ) : null}
          <img
            src={image}
            alt={header.alternativeText ?? ''}
            width={1600}
            height={400}
            fetchPriority="high"
            className="absolute inset-0 -z-10 size-full object-cover opacity-40"
          />
        </picture>
      ) : null}
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <h1 className="text-3xl font-semibold md:text-5xl">{title}</h1>
        {description ? <p className="mt-4 max-w-3xl text-lg text-ink-100">{description}</p> : null}
      </div>
    </header>
  );
}
