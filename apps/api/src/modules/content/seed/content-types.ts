import type { Collection } from '../collections.ts';
import type { ContentType } from './define.ts';
import { caseStudies, casestudyCategories } from './schemas/case-studies.ts';
import {
  mainCategories,
  productCategoryHeaders,
  productDetails,
  productHeader,
  productTechSpecs,
} from './schemas/catalogue.ts';
import {
  customerDetails,
  exploreRanges,
  featuredProducts,
  heroImages,
  homePageHeading,
  ourClients,
} from './schemas/home.ts';
import { countries, footer, menus, searchHeader } from './schemas/layout.ts';
import { newsCategories, newsUpdates, newsYearLabels } from './schemas/news.ts';
import { howToVideos } from './schemas/videos.ts';

/** How each collection is written in files and what its documents hold. */
export const CONTENT_TYPES: Record<Collection, ContentType> = {
  searchHeader,
  menus,
  footer,
  countries,
  heroImages,
  exploreRanges,
  featuredProducts,
  customerDetails,
  ourClients,
  homePageHeading,
  newsUpdates,
  newsCategories,
  newsYearLabels,
  productCategoryHeaders,
  productHeader,
  productDetails,
  mainCategories,
  productTechSpecs,
  caseStudies,
  casestudyCategories,
  howToVideos,
};

/** A collection's folder: its name in kebab-case (`newsUpdates` → `news-updates`). */
export function folderOf(collection: Collection): string {
  return collection.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
