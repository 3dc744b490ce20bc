import { graphql } from '../graphql.ts';

/** The banner over /products/{mainCategory}; slug in either language. */
export const ProductCategoryHeaderQuery = graphql(`
  query ProductCategoryHeader($locale: Locale!, $slug: String!) {
    productCategoryHeaders(locale: $locale, slug: $slug) {
      id
      title
      slug
      description
      heroImage
      mobileHeroImage
      alternativeText
      seoTitle
      seoDescription
      seoKeywords
      ogImage
    }
  }
`);

/** /select-range tiles: pass the ?category= title (compared lowercased) or the ?categorySlug=. */
export const MainCategoriesQuery = graphql(`
  query MainCategories($locale: Locale!, $title: String, $slug: String) {
    mainCategories(locale: $locale, title: $title, slug: $slug) {
      id
      title
      slug
      description
      showAllText
      showAllImage
      range_filters {
        id
        order
        title
        featuredImage
        description
      }
      seoTitle
      seoDescription
      seoKeywords
      ogImage
    }
  }
`);

export const ProductHeaderFields = graphql(`
  fragment ProductHeaderFields on ProductHeader {
    title
    description
    heroImage
    alternativeText
    similarProductTitle
    breadcrumbHome
    breadcrumbProducts
    partNumberLabel
    downloadText
    noDownloadsText
    noAccessoriesText
    noVideosText
    noCaseStudiesText
    caseStudyReadMore
    notAvailableTitle
    notAvailableMessage
    notAvailableButton
    seoTitle
    seoDescription
  }
`);

export const ProductTabFields = graphql(`
  fragment ProductTabFields on ProductDetailTab {
    id
    key
    orderId
    categoryTitle
  }
`);

export const TechSpecFields = graphql(`
  fragment TechSpecFields on ProductTechSpec {
    id
    orderId
    align
    title
    fieldName
  }
`);

export const ProductCaseStudyFields = graphql(`
  fragment ProductCaseStudyFields on CaseStudy {
    id
    orderId
    title
    date
    pageSlug
    pictures {
      url
      alternativeText
    }
    casestudy_categories {
      id
      title
    }
  }
`);

export const HowToVideoFields = graphql(`
  fragment HowToVideoFields on HowToVideo {
    id
    heading
    posterImage
    alternativeText
    embedUrl
    published_at
    shortVideo
  }
`);

export const ProductHeaderQuery = graphql(
  `
    query ProductHeader($locale: Locale!) {
      productHeader(locale: $locale) {
        ...ProductHeaderFields
      }
    }
  `,
  [ProductHeaderFields],
);

/** The product page's six tab titles, sorted by orderId. */
export const ProductDetailsQuery = graphql(
  `
    query ProductDetails($locale: Locale!) {
      productDetails(locale: $locale) {
        ...ProductTabFields
      }
    }
  `,
  [ProductTabFields],
);

/** Tech spec rows for one column (Left or Right), sorted by orderId. */
export const ProductTechSpecsQuery = graphql(
  `
    query ProductTechSpecs($locale: Locale!, $align: Align) {
      productTechSpecs(locale: $locale, align: $align) {
        ...TechSpecFields
      }
    }
  `,
  [TechSpecFields],
);

/**
 * Everything a product page shows around one product, in one request: the shared copy, the
 * tabs, the tech spec rows, and the case studies and how-to videos linked to the product's
 * SKU or range.
 */
export const ProductPageContentQuery = graphql(
  `
    query ProductPageContent($locale: Locale!, $sku: String!, $range: String) {
      productHeader(locale: $locale) {
        ...ProductHeaderFields
      }
      productDetails(locale: $locale) {
        ...ProductTabFields
      }
      productTechSpecs(locale: $locale) {
        ...TechSpecFields
      }
      caseStudies(locale: $locale, sku: $sku, range: $range) {
        ...ProductCaseStudyFields
      }
      howToVideos(locale: $locale, skus: [$sku], range: $range) {
        ...HowToVideoFields
      }
    }
  `,
  [ProductHeaderFields, ProductTabFields, TechSpecFields, ProductCaseStudyFields, HowToVideoFields],
);

/** Case studies for a product's tab (linked by SKU or range), sorted by orderId. */
export const CaseStudiesBySkuQuery = graphql(
  `
    query CaseStudiesBySku($locale: Locale!, $sku: String!, $range: String) {
      caseStudies(locale: $locale, sku: $sku, range: $range) {
        ...ProductCaseStudyFields
      }
    }
  `,
  [ProductCaseStudyFields],
);

/** How-to videos for a list of SKUs (and optionally a range), newest first. */
export const HowToVideosBySkuQuery = graphql(
  `
    query HowToVideosBySku($locale: Locale!, $skus: [String!]!, $range: String) {
      howToVideos(locale: $locale, skus: $skus, range: $range) {
        ...HowToVideoFields
      }
    }
  `,
  [HowToVideoFields],
);
