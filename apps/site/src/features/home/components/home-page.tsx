import type { MarketingFormsConfig } from '@lumen/site-shell/config/env.ts';
import { SITE_NAME } from '@lumen/site-shell/config/site.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { lazyIsland } from '@lumen/site-shell/lib/lazy-island.tsx';
import { hasHomeSections, type HomeContent } from '../types.ts';

// Every section, the hero too, paints from the server's HTML (its first picture is the
// page's largest paint); each hydrates once its code has arrived, after the page (ADR 020).
const HeroCarousel = lazyIsland(() => import('./hero-carousel.tsx').then((m) => m.HeroCarousel));
const ExploreRanges = lazyIsland(() => import('./explore-ranges.tsx').then((m) => m.ExploreRanges));
// The sections below the fold load as they near the viewport: links and carousel buttons.
const near = { when: 'visible' } as const;
const FeaturedProducts = lazyIsland(
  () => import('./featured-products.tsx').then((m) => m.FeaturedProducts),
  near,
);
const LatestNews = lazyIsland(() => import('./latest-news.tsx').then((m) => m.LatestNews), near);
const CustomerCards = lazyIsland(
  () => import('./customer-cards.tsx').then((m) => m.CustomerCards),
  near,
);
const ClientsSlider = lazyIsland(
  () => import('./clients-slider.tsx').then((m) => m.ClientsSlider),
  near,
);
const ContactSection = lazyIsland(
  () => import('./contact-section.tsx').then((m) => m.ContactSection),
  near,
);

export type HomePageProps = { content: HomeContent; forms: MarketingFormsConfig };

/**
 * The home page (spec §2 Home): hero, explore ranges, featured products, latest news,
 * customer cards, clients and contact, in that order, each rendered only when content has
 * items. Headings come from content, with fixed fallbacks.
 */
export function HomePage({ content, forms }: HomePageProps) {
  const t = useTranslator();
  const h = content.homePageHeading;
  return (
    <>
      <h1 className="sr-only">{h?.seoTitle || SITE_NAME}</h1>
      <HeroCarousel
        slides={content.heroImages}
        expiredText={h?.countdownExpiredText || t('hero.countdownExpired')}
      />
      {hasHomeSections(content) ? null : (
        <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-lg text-ink-700">
          {t('home.contentUnavailable')}
        </p>
      )}
      <ExploreRanges
        title={h?.exploreRangesTitle || t('home.exploreRanges')}
        ranges={content.exploreRanges}
      />
      {/* Below the fold: style and layout wait until it nears the viewport (issue 9). Not the
          dark footer: axe cannot see the background of skipped content and reports its light
          text as failing contrast. */}
      <div className="[contain-intrinsic-size:auto_3200px] [content-visibility:auto]">
        <FeaturedProducts
          title={h?.featuredProductsTitle || t('home.featuredProducts')}
          products={content.featuredProducts}
        />
        <LatestNews
          title={h?.newsTitle || t('news.latest')}
          buttonText={h?.newsButtonText || t('home.viewAllNews')}
          news={content.newsUpdates}
        />
        <CustomerCards
          title={h?.customersTitle || t('home.customers')}
          customers={content.customerDetails}
        />
        <ClientsSlider title={h?.clientsTitle || t('home.clients')} clients={content.ourClient} />
        <ContactSection
          title={h?.contactTitle || t('home.contact')}
          subTitle={h?.contactSubTitle ?? null}
          forms={forms}
        />
      </div>
    </>
  );
}
