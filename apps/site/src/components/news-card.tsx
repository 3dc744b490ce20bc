import { Image } from '@lumen/ui-kit/image';
import { Link } from 'react-router';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';

/**
 * A news card as the home slider and the news list show it: the date already formatted and
 * the texts already cut on the server, so the date library and the markdown stripper stay
 * out of the browser bundle and the full article text out of the page.
 */
export type NewsCardData = {
  id: string;
  pageSlug: string;
  title: string;
  date: string;
  dateLabel: string;
  category: string | null;
  summary: string | null;
  image: string | null;
  alternativeText: string | null;
  isVideo: boolean;
};

export type NewsCardProps = {
  item: NewsCardData;
  /** h3 under a section heading (home), h2 in a list under the page's h1 (/news). */
  headingLevel?: 'h2' | 'h3';
  /** A "Read more" line at the foot of the card; the whole card is the link either way. */
  readMoreText?: string | null;
};

/** A news card: picture (a play badge for video news), date, category, title and summary. */
export function NewsCard({ item, headingLevel: Heading = 'h3', readMoreText }: NewsCardProps) {
  const t = useTranslator();
  return (
    <article
      data-news-card={item.pageSlug}
      className="relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-card"
    >
      <div className="relative">
        <Image
          src={item.image}
          alt={item.alternativeText ?? ''}
          width={960}
          height={540}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
        {item.isVideo ? (
          <span className="absolute top-3 left-3 rounded bg-ink-950/80 px-2 py-1 text-xs font-semibold text-white">
            {t('common.playVideo')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap gap-x-3 text-sm text-ink-600">
          <time dateTime={item.date}>{item.dateLabel}</time>
          {item.category ? <span>{item.category}</span> : null}
        </p>
        <Heading className="text-lg font-semibold text-ink-950">
          <Link
            to={paths.news.article.getHref(item.pageSlug)}
            prefetch="intent"
            className="focus-ring rounded after:absolute after:inset-0 hover:underline"
          >
            {item.title}
          </Link>
        </Heading>
        {item.summary ? <p className="text-sm text-ink-700">{item.summary}</p> : null}
        {readMoreText ? (
          <span aria-hidden className="mt-auto pt-2 text-sm font-semibold text-brand-700">
            {readMoreText}
          </span>
        ) : null}
      </div>
    </article>
  );
}
