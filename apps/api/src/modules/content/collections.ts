/**
 * The content collections, as a headless CMS would name its content types. Singletons hold
 * one document with id `default`.
 */
export const COLLECTIONS = [
  'searchHeader',
  'menus',
  'footer',
  'countries',
  'heroImages',
  'exploreRanges',
  'featuredProducts',
  'customerDetails',
  'ourClients',
  'homePageHeading',
  'newsUpdates',
  'newsCategories',
  'newsYearLabels',
  'productCategoryHeaders',
  'productHeader',
  'productDetails',
  'mainCategories',
  'productTechSpecs',
  'caseStudies',
  'casestudyCategories',
  'howToVideos',
] as const;

export type Collection = (typeof COLLECTIONS)[number];

export const SINGLETON_ID = 'default';
