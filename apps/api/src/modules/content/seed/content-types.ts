import type { Collection } from '../collections.ts';
import type { ContentType } from './define.ts';
import { caseStudies, caseStudiesHeader, casestudyCategories } from './schemas/case-studies.ts';
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
import { newsCategories, newsHeader, newsUpdates, newsYearLabels } from './schemas/news.ts';
import {
  careerHeaderNew,
  careerLocations,
  careerPage,
  careersDepartments,
  careersOpportunities,
  careerTypes,
} from './schemas/careers.ts';
import { faqBanner, faqCategories } from './schemas/faq.ts';
import {
  globalOffers,
  ourHeritages,
  ourStory,
  ourTeams,
  ourValues,
  whyRobuses,
} from './schemas/story.ts';
import { meetTheTeamHeader, teamMembers, teamRegions, teams } from './schemas/team.ts';
import {
  brochureHeader,
  brochures,
  catalogueHeader,
  catalogues,
  catalogueYears,
} from './schemas/catalogues.ts';
import { howToVideos, videosHeader, videoTypes } from './schemas/videos.ts';
import {
  callUsHeading,
  contactuses,
  contactUsHeader,
  continents,
  getInTouch,
  whatsAppUs,
  writetoUsHeader,
} from './schemas/contact.ts';
import {
  pages,
  privacyPolicyHeading,
  privacyPolicyRelations,
  sitemapHeader,
  terms,
  visitHeader,
} from './schemas/policies.ts';
import {
  carbonNeutral,
  carbonNeutralContents,
  certifications,
  pillarLists,
  sustainabilityActions,
  sustainabilityContents,
  sustainabilityHeader,
  sustainabilityTopCards,
} from './schemas/sustainability.ts';
import {
  customisedConversionPage,
  energyCalculatorHeading,
  energySavingCalculator,
  lightingDesignNew,
  loyaltyAppHeader,
  marketingCollateral,
  portalLogin,
  warrantyPage,
} from './schemas/landing.ts';
import { ziignaHeader } from './schemas/ziigna-header.ts';
import { ziignaBuilderHeader, ziignaParams, ziignaSubParams } from './schemas/ziigna-builder.ts';

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
  newsHeader,
  productCategoryHeaders,
  productHeader,
  productDetails,
  mainCategories,
  productTechSpecs,
  caseStudies,
  casestudyCategories,
  caseStudiesHeader,
  howToVideos,
  careerPage,
  careerHeaderNew,
  careerLocations,
  careersDepartments,
  careerTypes,
  careersOpportunities,
  faqBanner,
  faqCategories,
  meetTheTeamHeader,
  teams,
  teamRegions,
  teamMembers,
  ourStory,
  ourValues,
  globalOffers,
  whyRobuses,
  ourHeritages,
  ourTeams,
  videoTypes,
  videosHeader,
  catalogueHeader,
  catalogueYears,
  catalogues,
  brochureHeader,
  brochures,
  contactuses,
  contactUsHeader,
  continents,
  callUsHeading,
  getInTouch,
  whatsAppUs,
  writetoUsHeader,
  privacyPolicyRelations,
  privacyPolicyHeading,
  terms,
  sitemapHeader,
  visitHeader,
  pages,
  sustainabilityHeader,
  sustainabilityTopCards,
  carbonNeutral,
  sustainabilityActions,
  carbonNeutralContents,
  sustainabilityContents,
  certifications,
  pillarLists,
  loyaltyAppHeader,
  warrantyPage,
  lightingDesignNew,
  customisedConversionPage,
  energyCalculatorHeading,
  energySavingCalculator,
  portalLogin,
  marketingCollateral,
  ziignaHeader,
  ziignaBuilderHeader,
  ziignaParams,
  ziignaSubParams,
};

/** A collection's folder: its name in kebab-case (`newsUpdates` → `news-updates`). */
export function folderOf(collection: Collection): string {
  return collection.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
