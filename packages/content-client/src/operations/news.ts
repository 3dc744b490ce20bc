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
 * One news item by its slug (/news/{pageSlug}), if it is published in the visitor's country
 * (an empty list means redirect to /news), and the page's labels from the news header.
 */
export const NewsArticleQuery = graphql(
  `
    query NewsArticle($locale: Locale!, $slug: String!, $countryId: Int) {
      newsHeader(locale: $locale) {
        title
        backButtonText
      }
      newsUpdates(locale: $locale, slug: $slug, countryId: $countryId, limit: 1) {
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

export const NewsHeaderFields = graphql(`
  fragment NewsHeaderFields on NewsHeader {
    title
    description
    heroImage
    alternativeText
    latestTabTitle
    archivedTabTitle
    searchPlaceholder
    categoryLabel
    allCategoriesText
    yearLabel
    allYearsText
    noNewsText
    readMoreText
    backButtonText
    seoTitle
    seoDescription
    seoKeywords
    ogImage
  }
`);

/**
 * Everything /news renders in one request: the header, both filters' options, and a page of
 * one tab with its total (latest: dateFrom one year back; archived: dateTo, or a year's range).
 */
export const NewsPageQuery = graphql(
  `
    query NewsPage(
      $locale: Locale!
      $start: Int = 0
      $limit: Int = 6
      $dateFrom: String
      $dateTo: String
      $category: String
      $search: String
      $countryId: Int
    ) {
      newsHeader(locale: $locale) {
        ...NewsHeaderFields
      }
      newsCategories(locale: $locale) {
        newsType
        displayName
        orderId
      }
      newsYearLabel(locale: $locale) {
        yearLabel
        yearKey
      }
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
  [NewsHeaderFields, NewsCardFields],
);
