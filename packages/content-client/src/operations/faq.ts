import { graphql } from '../graphql.ts';

/**
 * /faq: the banner, every category (for the filter) and the newest how-to videos. The page
 * filters the categories it shows from this one list, so a choice never costs a second query.
 */
export const FaqPageQuery = graphql(`
  query FaqPage($locale: Locale!) {
    faqBanner(locale: $locale) {
      bannerImage
      alternativeText
      bannerText
      bannerSubtext1
      bannerSubtext2
      categoryLabel
      questionsTitle
      noQuestionsText
      howToVideosTitle
      seoTitle
      seoDescription
      seoKeywords
      ogImage
    }
    faqCategories(locale: $locale) {
      id
      categoryName
      color
      faqs {
        id
        question
        answer
      }
    }
    howToVideos(locale: $locale, limit: 6) {
      id
      heading
      posterImage
      alternativeText
      embedUrl
      shortVideo
    }
  }
`);
