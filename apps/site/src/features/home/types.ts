import type { ResultOf } from '@lumen/content-client/graphql';
import type { HomeQuery } from '@lumen/content-client/operations/home';
import type { NewsCardData } from '#src/components/news-card.tsx';

/**
 * The home page content (spec §7 "home": heroImages, exploreRanges limit 4,
 * featuredProducts, customerDetails limit 3, newsUpdates limit 6 in the visitor's country,
 * ourClient, homePageHeading), as the content client's Home query types it. A section with
 * no items is not rendered.
 */
/** The home query's result, as the content service answers it. */
export type HomeResult = ResultOf<typeof HomeQuery>['home'];

export type { NewsCardData as NewsCard } from '#src/components/news-card.tsx';

/** A hero slide with its texts already cut for phones (spec §5: 50 and 90 characters). */
export type HeroSlide = HomeResult['heroImages'][number] & {
  mobileTitle: string | null;
  mobileSubTitle: string | null;
};

/** A featured product with the text colour that reads on its background colour. */
export type FeaturedProduct = HomeResult['featuredProducts'][number] & {
  tone: 'light' | 'dark' | null;
};

/** The home content as the page renders it (see utils/prepare-home-content.ts). */
export type HomeContent = Omit<HomeResult, 'heroImages' | 'featuredProducts' | 'newsUpdates'> & {
  heroImages: HeroSlide[];
  featuredProducts: FeaturedProduct[];
  newsUpdates: NewsCardData[];
};
export type ExploreRange = HomeContent['exploreRanges'][number];
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
