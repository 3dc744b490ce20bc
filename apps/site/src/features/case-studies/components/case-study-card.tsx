import { Image } from '@lumen/ui-kit/image';
import { Link } from 'react-router';
import { paths } from '@lumen/site-shell/config/paths.ts';
import type { CaseStudyCard as CaseStudyCardData } from '../types.ts';

/** A case-study card: picture, application areas, title, summary and the read-more label. */
export function CaseStudyCard({ study, readMore }: { study: CaseStudyCardData; readMore: string }) {
  return (
    <article
      data-case-study-card={study.pageSlug}
      className="relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-card"
    >
      <Image
        src={study.picture?.url}
        alt={study.picture?.alternativeText ?? ''}
        width={600}
        height={400}
        loading="lazy"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap gap-x-3 text-sm text-ink-600">
          <time dateTime={study.date}>{study.dateLabel}</time>
          <span>{study.areas.join(', ')}</span>
        </p>
        <h2 className="text-lg font-semibold text-ink-950">
          <Link
            to={paths.caseStudies.article.getHref(study.pageSlug)}
            prefetch="intent"
            className="focus-ring rounded after:absolute after:inset-0 hover:underline"
          >
            {study.title}
          </Link>
        </h2>
        <p className="text-sm text-ink-700">{study.summary}</p>
        <span aria-hidden className="mt-auto pt-2 text-sm font-semibold text-brand-700">
          {readMore}
        </span>
      </div>
    </article>
  );
}
