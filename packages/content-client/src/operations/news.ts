import { graphql } from '../graphql.ts';

export const NewsCardFields = graphql(`
  fragment NewsCardFields on NewsUpdate {
    id
    title
    date
    description
    pageSlug
    image
    alternativeText
    embedUrl
    news_category {
      newsType
      displayName
    }
  }
`);

/**
 * A page of news and the total for pagination. The latest tab passes dateFrom one year back;
 * the archived tab passes dateTo, or a year's range.
 */
export const NewsUpdatesQuery = graphql(
  `
    query NewsUpdates(
      $locale: Locale!
      $start: Int = 0
      $limit: Int = 6
      $dateFrom: String
      $dateTo: String
      $category: String
      $search: String
      $countryId: Int
    ) {
      newsUpdates(
        locale: $locale
        start: $start
        limit: $limit
        dateFrom: $dateFrom
        dateTo: $dateTo
        category: $category
        search: $search
        countryId: $countryId
      ) {
        ...NewsCardFields
      }
      newsUpdatesCount(
        locale: $locale
        dateFrom: $dateFrom
        dateTo: $dateTo
        category: $category
        search: $search
        countryId: $countryId
      )
    }
  `,
  [NewsCardFields],
);

/** One news item by its slug (/news/{pageSlug}); an empty list means redirect to /news. */
export const NewsArticleQuery = graphql(
  `
    query NewsArticle($locale: Locale!, $slug: String!) {
      newsUpdates(locale: $locale, slug: $slug, limit: 1) {
        ...NewsCardFields
        published_at
        alternativeTextDetailPage
        publish_in_country {
          uk
          france
          newzealand
          ireland
          australia
        }
        sustainabilityArticle
        seoTitle
        seoDescription
        seoKeywords
        ogImage
      }
    }
  `,
  [NewsCardFields],
);

/** The latest tab's category filter and the archived tab's year filter. */
export const NewsFiltersQuery = graphql(`
  query NewsFilters($locale: Locale!) {
    newsCategories(locale: $locale) {
      newsType
      displayName
      orderId
    }
    newsYearLabel(locale: $locale) {
      yearLabel
      yearKey
    }
  }
`);
