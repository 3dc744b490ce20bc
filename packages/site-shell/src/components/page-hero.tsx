import type { ReactNode } from 'react';
import { Image } from '@lumen/ui-kit/image';

export type PageHeroProps = {
  title: string;
  subTitle?: string | null;
  description?: string | null;
  image?: string | null;
  mobileImage?: string | null;
  alternativeText?: string | null;
  children?: ReactNode;
};

/**
 * A content page's banner: its picture behind a dark wash with the page's h1. The picture is
 * the largest paint of the page, so it loads eagerly; the mobile picture serves narrow screens.
 */
export function PageHero({
  title,
  subTitle,
  description,
  image,
  mobileImage,
  alternativeText,
  children,
}: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-ink-950 text-white">
      <picture>
        {mobileImage ? <source media="(max-width: 766px)" srcSet={mobileImage} /> : null}
        <Image
          src={image}
          alt={alternativeText ?? ''}
          width={1600}
          height={500}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
        />
      </picture>
      <div className="mx-auto max-w-7xl px-4 py-20 md:py-28">
        {subTitle ? (
          <p className="text-sm font-semibold tracking-wide uppercase">{subTitle}</p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold md:text-5xl">{title}</h1>
        {description ? <p className="mt-4 max-w-2xl text-lg text-white/90">{description}</p> : null}
        {children}
      </div>
    </section>
  );
}
