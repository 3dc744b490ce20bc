/** Shapes the catalogue pages render, mapped from content and the product API on the server. */

export type SeoFields = {
  title: string | null;
  description: string | null;
  image: string | null;
};

export type RangeSelection = {
  title: string;
  /** The category's slug in the visitor's language. */
  slug: string;
  description: string | null;
  showAllText: string | null;
  showAllImage: string | null;
  ranges: { id: string; title: string; image: string | null; description: string | null }[];
  seo: SeoFields;
};

export type CategoryHeader = {
  title: string;
  description: string | null;
  heroImage: string | null;
  mobileHeroImage: string | null;
  alternativeText: string | null;
  seo: SeoFields;
};
