import type { MarketingFormsConfig } from '#src/config/env.ts';
import { SITE_NAME } from '#src/config/site.ts';
import { useTranslator } from '#src/lib/i18n.tsx';
import { hasHomeSections, type HomeContent } from '../types.ts';
import { ClientsSlider } from './clients-slider.tsx';
import { ContactSection } from './contact-section.tsx';
import { CustomerCards } from './customer-cards.tsx';
import { ExploreRanges } from './explore-ranges.tsx';
import { FeaturedProducts } from './featured-products.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import { LatestNews } from './latest-news.tsx';

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
    </>
  );
}
