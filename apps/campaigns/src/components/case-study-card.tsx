import type { ReactNode } from 'react';
import { cutCaseStudyTitle } from '@lumen/i18n/text';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { Image } from '@lumen/ui-kit/image';

export type CaseStudyCardData = {
  title: string;
  pageSlug: string;
  pictures: readonly { url: string; alternativeText: string | null }[];
};

/**
 * A case study in a landing page's carousel, linking to its article on the site (a document
 * load: the site renders it). The title is cut at 60 characters (spec §9); `title` lets the
 * customised conversions page give its own cut (30).
 */
export function CaseStudyCard({
  study,
  title = cutCaseStudyTitle(study.title),
  children,
}: {
  study: CaseStudyCardData;
  title?: string;
  children?: ReactNode;
}) {
  const picture = study.pictures[0];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-ink-200 bg-white">
      <Image
        src={picture?.url}
        alt={picture?.alternativeText ?? ''}
        width={480}
        height={320}
        loading="lazy"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-semibold text-ink-950">
          <a
            href={paths.caseStudies.article.getHref(study.pageSlug)}
            className="focus-ring rounded hover:underline"
          >
            {title}
          </a>
        </h3>
        {children}
      </div>
    </article>
  );
}
