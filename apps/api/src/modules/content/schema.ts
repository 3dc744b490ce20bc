import { makeExecutableSchema } from '@graphql-tools/schema';
import { LOCALES, type Locale } from '@lumen/i18n';
import type { GraphQLContext } from '#src/plugins/graphql.ts';
import { parseArgs } from './content-args.ts';
import { countCaseStudies } from './count-case-studies.ts';
import { countNewsUpdates } from './count-news-updates.ts';
import { findCaseStudies } from './find-case-studies.ts';
import { CaseStudyFilterSchema, FindCaseStudiesSchema } from './find-case-studies.schema.ts';
import { findCaseStudyCategories } from './find-case-study-categories.ts';
import { findCountries } from './find-countries.ts';
import { findCustomerDetails } from './find-customer-details.ts';
import { FindCustomerDetailsSchema } from './find-customer-details.schema.ts';
import { findExploreRanges } from './find-explore-ranges.ts';
import { FindExploreRangesSchema } from './find-explore-ranges.schema.ts';
import { findFeaturedProducts } from './find-featured-products.ts';
import { FindFeaturedProductsSchema } from './find-featured-products.schema.ts';
import { findHowToVideos } from './find-how-to-videos.ts';
import { FindHowToVideosSchema } from './find-how-to-videos.schema.ts';
import { findMainCategories } from './find-main-categories.ts';
import { FindMainCategoriesSchema } from './find-main-categories.schema.ts';
import { findNewsCategories } from './find-news-categories.ts';
import { findNewsUpdates } from './find-news-updates.ts';
import { FindNewsUpdatesSchema, NewsFilterSchema } from './find-news-updates.schema.ts';
import { findNewsYearLabels } from './find-news-year-labels.ts';
import { findOurClients } from './find-our-clients.ts';
import { findProductCategoryHeaders } from './find-product-category-headers.ts';
import { FindProductCategoryHeadersSchema } from './find-product-category-headers.schema.ts';
import { findProductDetailTabs } from './find-product-detail-tabs.ts';
import { findProductTechSpecs } from './find-product-tech-specs.ts';
import { FindProductTechSpecsSchema } from './find-product-tech-specs.schema.ts';
import { findBrochures } from './find-brochures.ts';
import { FindBrochuresSchema } from './find-brochures.schema.ts';
import { findCatalogueYears } from './find-catalogue-years.ts';
import { findCatalogues } from './find-catalogues.ts';
import { FindCataloguesSchema } from './find-catalogues.schema.ts';
import { findVideoTypes } from './find-video-types.ts';
import { FindVideoTypesSchema } from './find-video-types.schema.ts';
import { getBrochureHeader } from './get-brochure-header.ts';
import { getCatalogueHeader } from './get-catalogue-header.ts';
import { getCaseStudiesHeader } from './get-case-studies-header.ts';
import { getFooter } from './get-footer.ts';
import { getHeroImages } from './get-hero-images.ts';
import { getHomePageHeading } from './get-home-page-heading.ts';
import { getMenus } from './get-menus.ts';
import { getNewsHeader } from './get-news-header.ts';
import { getProductHeader } from './get-product-header.ts';
import { getSearchHeader } from './get-search-header.ts';
import { getVideosHeader } from './get-videos-header.ts';
import { findCarbonNeutralContents } from './find-carbon-neutral-contents.ts';
import { findCertifications } from './find-certifications.ts';
import { findContactOptions } from './find-contact-options.ts';
import { FindContactOptionsSchema } from './find-contact-options.schema.ts';
import { findContinents } from './find-continents.ts';
import { findPillarLists } from './find-pillar-lists.ts';
import { findPrivacyPolicyRelations } from './find-privacy-policy-relations.ts';
import { findSustainabilityActions } from './find-sustainability-actions.ts';
import { findSustainabilityContents } from './find-sustainability-contents.ts';
import { findSustainabilityTopCards } from './find-sustainability-top-cards.ts';
import { getCallUsHeading } from './get-call-us-heading.ts';
import { getCarbonNeutral } from './get-carbon-neutral.ts';
import { getContactUsHeader } from './get-contact-us-header.ts';
import { getGetInTouch } from './get-get-in-touch.ts';
import { getPage } from './get-page.ts';
import { GetPageSchema } from './get-page.schema.ts';
import { getPrivacyPolicyHeading } from './get-privacy-policy-heading.ts';
import { getSitemapHeader } from './get-sitemap-header.ts';
import { getSustainabilityHeader } from './get-sustainability-header.ts';
import { getTerms } from './get-terms.ts';
import { getVisitHeader } from './get-visit-header.ts';
import { getWhatsAppUs } from './get-whats-app-us.ts';
import { getWritetoUsHeader } from './get-writeto-us-header.ts';
import { LocaleScalar } from './locale-scalar.ts';
import { findCareerLocations } from './find-career-locations.ts';
import { findCareersOpportunities } from './find-careers-opportunities.ts';
import { FindCareersOpportunitiesSchema } from './find-careers-opportunities.schema.ts';
import { findFaqCategories } from './find-faq-categories.ts';
import { FindFaqCategoriesSchema } from './find-faq-categories.schema.ts';
import { findGlobalOffers } from './find-global-offers.ts';
import { findOurHeritages } from './find-our-heritages.ts';
import { findOurTeams } from './find-our-teams.ts';
import { findOurValues } from './find-our-values.ts';
import { findTeams } from './find-teams.ts';
import { FindTeamsSchema } from './find-teams.schema.ts';
import { findWhyRobuses } from './find-why-robuses.ts';
import { getCareerHeaderNew } from './get-career-header-new.ts';
import { getCareerPage } from './get-career-page.ts';
import { getFaqBanner } from './get-faq-banner.ts';
import { getMeetTheTeamHeader } from './get-meet-the-team-header.ts';
import { getOurStory } from './get-our-story.ts';
import { getCustomisedConversionPage } from './get-customised-conversion-page.ts';
import { getEnergyCalculatorHeading } from './get-energy-calculator-heading.ts';
import { getEnergySavingCalculator } from './get-energy-saving-calculator.ts';
import { getLightingDesignNew } from './get-lighting-design-new.ts';
import { getLoyaltyAppHeader } from './get-loyalty-app-header.ts';
import { getMarketingCollateral } from './get-marketing-collateral.ts';
import { getPortalLogin } from './get-portal-login.ts';
import { getWarrantyPage } from './get-warranty-page.ts';
import { getZiignaHeader } from './get-ziigna-header.ts';
import { findZiignaParams } from './find-ziigna-params.ts';
import { findZiignaSubParams } from './find-ziigna-sub-params.ts';
import { FindZiignaSubParamsSchema } from './find-ziigna-sub-params.schema.ts';
import { getZiignaBuilderHeader } from './get-ziigna-builder-header.ts';
import { typeDefs } from './type-defs.ts';

type Args = Record<string, unknown>;
type LocaleArgs = { locale: Locale };
/** The Home object carries only its locale; each section is resolved by its own operation. */
type HomeParent = { locale: Locale };

// Resolvers only validate arguments and call the operation files; SQL lives in those.
const resolvers = {
  Locale: LocaleScalar,
  Query: {
    locales: () => [...LOCALES],

    searchHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getSearchHeader(db, locale),
    menus: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) => getMenus(db, locale),
    footer: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) => getFooter(db, locale),
    countries: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findCountries(db, locale),

    home: (_: unknown, { locale }: LocaleArgs): HomeParent => ({ locale }),
    ourClient: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findOurClients(db, locale),
    customerDetails: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findCustomerDetails(db, parseArgs(FindCustomerDetailsSchema, args)),

    newsUpdates: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findNewsUpdates(db, parseArgs(FindNewsUpdatesSchema, args)),
    newsUpdatesCount: (_: unknown, args: Args, { db }: GraphQLContext) =>
      countNewsUpdates(db, parseArgs(NewsFilterSchema, args)),
    newsCategories: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findNewsCategories(db, locale),
    newsYearLabel: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findNewsYearLabels(db, locale),
    newsHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getNewsHeader(db, locale),

    productCategoryHeaders: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findProductCategoryHeaders(db, parseArgs(FindProductCategoryHeadersSchema, args)),
    productHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getProductHeader(db, locale),
    productDetails: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findProductDetailTabs(db, locale),
    mainCategories: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findMainCategories(db, parseArgs(FindMainCategoriesSchema, args)),
    productTechSpecs: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findProductTechSpecs(db, parseArgs(FindProductTechSpecsSchema, args)),
    caseStudies: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findCaseStudies(db, parseArgs(FindCaseStudiesSchema, args)),
    casestudyCategories: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findCaseStudyCategories(db, locale),
    caseStudiesCount: (_: unknown, args: Args, { db }: GraphQLContext) =>
      countCaseStudies(db, parseArgs(CaseStudyFilterSchema, args)),
    caseStudiesHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getCaseStudiesHeader(db, locale),
    howToVideos: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findHowToVideos(db, parseArgs(FindHowToVideosSchema, args)),

    careerPage: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getCareerPage(db, locale),
    careerHeaderNew: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getCareerHeaderNew(db, locale),
    careerLocations: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findCareerLocations(db, locale),
    careersOpportunities: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findCareersOpportunities(db, parseArgs(FindCareersOpportunitiesSchema, args)),
    faqBanner: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getFaqBanner(db, locale),
    faqCategories: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findFaqCategories(db, parseArgs(FindFaqCategoriesSchema, args)),
    meetTheTeamHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getMeetTheTeamHeader(db, locale),
    teams: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findTeams(db, parseArgs(FindTeamsSchema, args)),
    team: async (_: unknown, args: Args, { db }: GraphQLContext) =>
      (await findTeams(db, parseArgs(FindTeamsSchema, args)))[0] ?? null,
    ourStory: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getOurStory(db, locale),
    ourValues: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findOurValues(db, locale),
    globalOffers: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findGlobalOffers(db, locale),
    whyRobuses: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findWhyRobuses(db, locale),
    ourHeritages: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findOurHeritages(db, locale),
    ourTeams: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findOurTeams(db, locale),
    videoTypes: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findVideoTypes(db, parseArgs(FindVideoTypesSchema, args)),
    videosHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getVideosHeader(db, locale),
    catalogueHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getCatalogueHeader(db, locale),
    catalogueYears: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findCatalogueYears(db, locale),
    catalogues: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findCatalogues(db, parseArgs(FindCataloguesSchema, args)),
    brochureHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getBrochureHeader(db, locale),
    brochures: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findBrochures(db, parseArgs(FindBrochuresSchema, args)),
    // Contact, policies, sustainability and the visitor centre (issue 10).
    contactuses: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findContactOptions(db, parseArgs(FindContactOptionsSchema, args)),
    page: (_: unknown, args: Args, { db }: GraphQLContext) =>
      getPage(db, parseArgs(GetPageSchema, args)),
    contactUsHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getContactUsHeader(db, locale),
    callUsHeading: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getCallUsHeading(db, locale),
    getInTouch: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getGetInTouch(db, locale),
    whatsAppUs: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getWhatsAppUs(db, locale),
    writetoUsHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getWritetoUsHeader(db, locale),
    continentsConnection: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findContinents(db, locale),
    privacyPolicyRelations: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findPrivacyPolicyRelations(db, locale),
    privacyPolicyHeading: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getPrivacyPolicyHeading(db, locale),
    terms: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) => getTerms(db, locale),
    sitemapHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getSitemapHeader(db, locale),
    visitHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getVisitHeader(db, locale),
    sustainabilityHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getSustainabilityHeader(db, locale),
    carbonNeutral: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getCarbonNeutral(db, locale),
    sustainabilityTopCards: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findSustainabilityTopCards(db, locale),
    sustainabilityActions: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findSustainabilityActions(db, locale),
    carbonNeutralContents: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findCarbonNeutralContents(db, locale),
    sustainabilityContents: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findSustainabilityContents(db, locale),
    certifications: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findCertifications(db, locale),
    pillarLists: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findPillarLists(db, locale),
    // The campaigns app's landing and tool pages (issue 11 point 5).
    loyaltyAppHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getLoyaltyAppHeader(db, locale),
    warrantyPage: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getWarrantyPage(db, locale),
    lightingDesignNew: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getLightingDesignNew(db, locale),
    customisedConversionPage: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getCustomisedConversionPage(db, locale),
    energyCalculatorHeading: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getEnergyCalculatorHeading(db, locale),
    energySavingCalculator: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getEnergySavingCalculator(db, locale),
    portalLogin: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getPortalLogin(db, locale),
    marketingCollateral: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getMarketingCollateral(db, locale),
    ziignaHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getZiignaHeader(db, locale),
    // The linear-lighting builder (issue 12 point 1).
    ziignaBuilderHeader: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      getZiignaBuilderHeader(db, locale),
    ziignaParams: (_: unknown, { locale }: LocaleArgs, { db }: GraphQLContext) =>
      findZiignaParams(db, locale),
    ziignaSubParams: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findZiignaSubParams(db, parseArgs(FindZiignaSubParamsSchema, args)),
  },
  Home: {
    heroImages: ({ locale }: HomeParent, _: Args, { db }: GraphQLContext) =>
      getHeroImages(db, locale),
    exploreRanges: ({ locale }: HomeParent, args: Args, { db }: GraphQLContext) =>
      findExploreRanges(db, parseArgs(FindExploreRangesSchema, { ...args, locale })),
    featuredProducts: ({ locale }: HomeParent, args: Args, { db }: GraphQLContext) =>
      findFeaturedProducts(db, parseArgs(FindFeaturedProductsSchema, { ...args, locale })),
    customerDetails: ({ locale }: HomeParent, args: Args, { db }: GraphQLContext) =>
      findCustomerDetails(db, parseArgs(FindCustomerDetailsSchema, { ...args, locale })),
    newsUpdates: ({ locale }: HomeParent, args: Args, { db }: GraphQLContext) =>
      findNewsUpdates(db, parseArgs(FindNewsUpdatesSchema, { ...args, locale })),
    ourClient: ({ locale }: HomeParent, _: Args, { db }: GraphQLContext) =>
      findOurClients(db, locale),
    homePageHeading: ({ locale }: HomeParent, _: Args, { db }: GraphQLContext) =>
      getHomePageHeading(db, locale),
  },
};

export const contentSchema = makeExecutableSchema<GraphQLContext>({ typeDefs, resolvers });
