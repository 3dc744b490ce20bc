import type { ResultOf } from '@lumen/content-client/graphql';
import type { HomeQuery } from '@lumen/content-client/operations/home';

/**
 * The home page content (spec §7 "home": heroImages, exploreRanges limit 4,
 * featuredProducts, customerDetails limit 3, newsUpdates limit 6 in the visitor's country,
 * ourClient, homePageHeading), as the content client's Home query types it. A section with
 * no items is not rendered.
 */
type HomeResult = ResultOf<typeof HomeQuery>['home'];

/**
 * A news card as the page shows it: the date already formatted and the texts already cut on
 * the server, so the date library and the markdown stripper stay out of the browser bundle
 * and the full article text out of the page.
 */
export type NewsCard = {
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

export type HomeContent = Omit<HomeResult, 'newsUpdates'> & { newsUpdates: NewsCard[] };
export type HeroSlide = HomeContent['heroImages'][number];
export type ExploreRange = HomeContent['exploreRanges'][number];
export type FeaturedProduct = HomeContent['featuredProducts'][number];
export type CustomerCard = HomeContent['customerDetails'][number];
export type ClientLogo = HomeContent['ourClient'][number];
export type HomeHeading = NonNullable<HomeContent['homePageHeading']>;

export function hasHomeSections(content: HomeContent): boolean {
  return (
    content.heroImages.length +
      content.exploreRanges.length +
      content.featuredProducts.length +
      content.newsUpdates.length +
      content.customerDetails.length +
      content.ourClient.length >
    0
  );
}
