import { buttonClassName } from '@lumen/ui-kit/button';
import { Carousel } from '@lumen/ui-kit/carousel';
import { Image } from '@lumen/ui-kit/image';
import { Link } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { NEWS_SLIDER } from '#src/config/site.ts';
import { carouselLabels } from '#src/lib/carousel-labels.ts';
import { useTranslator } from '#src/lib/i18n.tsx';
import type { NewsCard } from '../types.ts';
import { SectionHeading } from './section-heading.tsx';

export type LatestNewsProps = { title: string; buttonText: string; news: NewsCard[] };

/**
 * The latest news slider (spec §2 Home): the 6 newest items published in the visitor's
 * country, 3, 2 or 1 per view, each card to /news/{pageSlug}.
 */
export function LatestNews({ title, buttonText, news }: LatestNewsProps) {
  const t = useTranslator();
  if (news.length === 0) return null;
  return (
    // Not a landmark itself: the carousel inside is the region, named by the same title.
    <div data-home-section="news" className="mx-auto max-w-7xl px-4 py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="home-news">{title}</SectionHeading>
        <Link
          to={paths.news.list.getHref()}
          prefetch="intent"
          className={buttonClassName({ variant: 'outline' })}
        >
          {buttonText}
        </Link>
      </div>
      <Carousel
        label={title}
        labels={carouselLabels(t)}
        perView={NEWS_SLIDER.perView}
        breakpoints={NEWS_SLIDER.breakpoints}
        spacing={24}
        className="mt-8"
      >
        {news.slice(0, 6).map((item) => (
          <article
            key={item.id}
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
              <h3 className="text-lg font-semibold text-ink-950">
                <Link
                  to={paths.news.article.getHref(item.pageSlug)}
                  prefetch="intent"
                  className="focus-ring rounded after:absolute after:inset-0 hover:underline"
                >
                  {item.title}
                </Link>
              </h3>
              {item.summary ? <p className="text-sm text-ink-700">{item.summary}</p> : null}
            </div>
          </article>
        ))}
      </Carousel>
    </div>
  );
}
