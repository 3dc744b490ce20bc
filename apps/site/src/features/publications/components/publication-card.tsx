import { Image } from '@lumen/ui-kit/image';
import { PageBanner } from '#src/components/page-banner.tsx';
import type { PublicationsHeader } from '../types.ts';

/**
 * A catalogue's or guide's card: its cover, title, description and buttons. The title's id
 * describes the buttons, so "Download" and "View online" say which publication they are for.
 */
export function PublicationCard({
  titleId,
  title,
  headingLevel,
  coverImage,
  alternativeText,
  description,
  details,
  children,
  testId,
}: {
  titleId: string;
  title: string;
  headingLevel: 'h2' | 'h3';
  coverImage: string | null;
  alternativeText: string | null;
  description: string | null;
  details?: React.ReactNode;
  children: React.ReactNode;
  testId?: string;
}) {
  const Heading = headingLevel;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-lg border border-ink-100 bg-white shadow-sm"
      data-testid={testId}
    >
      <Image
        src={coverImage}
        alt={alternativeText ?? ''}
        width={420}
        height={594}
        loading="lazy"
        className="aspect-[420/594] w-full bg-ink-50 object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading id={titleId} className="text-xl font-semibold text-ink-950">
          {title}
        </Heading>
        {description ? <p className="text-ink-700">{description}</p> : null}
        {details}
        <div className="mt-auto flex flex-wrap gap-3 pt-2">{children}</div>
      </div>
    </li>
  );
}

/** The list pages' frame: the banner, then the list or, with nothing published, its message. */
export function PublicationsFrame({
  header,
  isEmpty,
  children,
}: {
  header: PublicationsHeader;
  isEmpty: boolean;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageBanner
        title={header.title}
        description={header.description}
        image={header.heroImage}
        imageAlt={header.alternativeText}
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {isEmpty ? (
          <p role="status" className="text-ink-700">
            {header.emptyText}
          </p>
        ) : (
          children
        )}
      </div>
    </>
  );
}
