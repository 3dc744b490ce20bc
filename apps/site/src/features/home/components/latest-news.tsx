import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Carousel } from '@lumen/ui-kit/carousel';
import { Link } from 'react-router';
import { NewsCard } from '#src/components/news-card.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { NEWS_SLIDER } from '@lumen/site-shell/config/site.ts';
import { carouselLabels } from '@lumen/site-shell/lib/carousel-labels.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { NewsCard as NewsCardData } from '../types.ts';
import { SectionHeading } from './section-heading.tsx';

export type LatestNewsProps = { title: string; buttonText: string; news: NewsCardData[] };

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
          <NewsCard key={item.id} item={item} />
        ))}
      </Carousel>
    </div>
  );
}
