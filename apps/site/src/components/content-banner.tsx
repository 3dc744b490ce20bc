import type { ReactNode } from 'react';
import { Image } from '@lumen/ui-kit/image';

export type ContentBannerProps = {
  title: string;
  description?: string | null;
  image?: string | null;
  alternativeText?: string | null;
  /** Above the title: a back link, say. */
  children?: ReactNode;
};

/**
 * A content page's banner: its h1 and lead text over a darkened picture from content (the
 * placeholder when content has none). The picture is the page's largest paint, so it loads
 * eagerly with high priority.
 */
export function ContentBanner({
  title,
  description,
  image,
  alternativeText,
  children,
}: ContentBannerProps) {
  return (
    <div className="relative isolate overflow-hidden bg-ink-950 text-white">
      <Image
        src={image}
        alt={alternativeText ?? ''}
        width={1600}
        height={500}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover opacity-40"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-12 md:py-16">
        {children}
        <h1 className="text-3xl font-bold sm:text-5xl">{title}</h1>
        {description ? <p className="max-w-3xl text-lg text-ink-100">{description}</p> : null}
      </div>
    </div>
  );
}
