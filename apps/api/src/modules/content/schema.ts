import { makeExecutableSchema } from '@graphql-tools/schema';
import { LOCALES, type Locale } from '@lumen/i18n';
import type { GraphQLContext } from '#src/plugins/graphql.ts';
import { parseArgs } from './content-args.ts';
import { countNewsUpdates } from './count-news-updates.ts';
import { findCaseStudies } from './find-case-studies.ts';
import { FindCaseStudiesSchema } from './find-case-studies.schema.ts';
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
import { getFooter } from './get-footer.ts';
import { getHeroImages } from './get-hero-images.ts';
import { getHomePageHeading } from './get-home-page-heading.ts';
import { getMenus } from './get-menus.ts';
import { getProductHeader } from './get-product-header.ts';
import { getSearchHeader } from './get-search-header.ts';
import { LocaleScalar } from './locale-scalar.ts';
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
    howToVideos: (_: unknown, args: Args, { db }: GraphQLContext) =>
      findHowToVideos(db, parseArgs(FindHowToVideosSchema, args)),
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
