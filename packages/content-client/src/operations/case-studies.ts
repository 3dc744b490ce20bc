import { graphql } from '../graphql.ts';

export const CaseStudyCardFields = graphql(`
  fragment CaseStudyCardFields on CaseStudy {
    id
    title
    date
    description
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

export const CaseStudiesHeaderFields = graphql(`
  fragment CaseStudiesHeaderFields on CaseStudiesHeader {
    title
    description
    heroImage
    alternativeText
    applicationAreaBtn
    searchBoxText
    searchByKeyword
    productsFeaturesTitle
    caseStudyReadMore
    clearAllText
    clientsTitle
    noCaseStudiesText
    backButtonText
    energySavingTitle
    energySavingDescription
    energySavingCtaText
    energySavingCtaUrl
    contactTitle
    contactSubTitle
    seoTitle
    seoDescription
    seoKeywords
    ogImage
  }
`);

/**
 * Everything /case-studies renders in one request: the header, the application areas, the
 * clients slider and a page of case studies (newest first) with the total for pagination.
 */
export const CaseStudiesPageQuery = graphql(
  `
    query CaseStudiesPage(
      $locale: Locale!
      $start: Int = 0
      $limit: Int = 12
      $search: String
      $categories: [String!]
    ) {
      caseStudiesHeader(locale: $locale) {
        ...CaseStudiesHeaderFields
      }
      casestudyCategories(locale: $locale) {
        id
        title
        orderId
      }
      ourClient(locale: $locale) {
        id
        orderId
        name
        logo
        alternativeText
        url
      }
      caseStudies(
        locale: $locale
        start: $start
        limit: $limit
        search: $search
        categories: $categories
        sort: DATE_DESC
      ) {
        ...CaseStudyCardFields
      }
      caseStudiesCount(locale: $locale, search: $search, categories: $categories)
    }
  `,
  [CaseStudiesHeaderFields, CaseStudyCardFields],
);

/** One case study by its slug, with the page's labels; no case study means redirect to the list. */
export const CaseStudyArticleQuery = graphql(
  `
    query CaseStudyArticle($locale: Locale!, $slug: String!) {
      caseStudiesHeader(locale: $locale) {
        ...CaseStudiesHeaderFields
      }
      caseStudies(locale: $locale, slug: $slug, limit: 1) {
        ...CaseStudyCardFields
        casestudy_products {
          productTitle
          productLink
          ctaText
          pictures {
            url
            alternativeText
          }
        }
        totalSavingsTitle
        totalSavingsValue
        paybackPeriodTitle
        paybackPeriodValue
        assumptionsTitle
        assumptionsValue
        seoTitle
        seoDescription
        seoKeywords
        ogImage
      }
    }
  `,
  [CaseStudiesHeaderFields, CaseStudyCardFields],
);
