/**
 * The home page content (spec §7 "home": heroImages, exploreRanges, featuredProducts,
 * customerDetails, newsUpdates, ourClient, homePageHeading). Only the heading and SEO
 * fields are typed until the content client exists; each section is added with its
 * component, and a section with no items is not rendered.
 */
export type HomeContent = {
  heading: string | null;
  seo: {
    metaTitle: string | null;
    metaDescription: string | null;
    shareImage: string | null;
  } | null;
};

export const EMPTY_HOME_CONTENT: HomeContent = { heading: null, seo: null };

export function hasHomeSections(_content: HomeContent): boolean {
  return false;
}
