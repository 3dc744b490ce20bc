import { graphql } from '../graphql.ts';
import { NewsCardFields } from './news.ts';

export const HeroSlideFields = graphql(`
  fragment HeroSlideFields on HeroSlide {
    id
    title
    subTitle
    content_type
    orderId
    content_url
    mobileImage
    alternativeText
    alternativeTextMobile
    cta_text
    url
    external
    addShadow
    countDownTimer
    countDownDeadLine
    countDownUrl
  }
`);

export const CustomerCardFields = graphql(`
  fragment CustomerCardFields on CustomerDetail {
    id
    orderId
    title
    buttonText
    pageSlug
    image
    alternativeText
  }
`);

export const ClientFields = graphql(`
  fragment ClientFields on Client {
    id
    orderId
    name
    logo
    alternativeText
    url
  }
`);

/**
 * The home page (spec §2 Home): 4 explore-range tiles, 3 customer cards and the 6 latest news
 * items; pass countryId to keep only news published in the visitor's country.
 */
export const HomeQuery = graphql(
  `
    query Home($locale: Locale!, $countryId: Int) {
      home(locale: $locale) {
        heroImages {
          ...HeroSlideFields
        }
        exploreRanges(limit: 4) {
          id
          orderId
          category
          image
          alternativeText
          ctaText
          slug
          url
          external
        }
        featuredProducts {
          id
          orderId
          type
          title
          shortDescription
          longDescription
          bgColor
          imageAlignment
          image
          url
          cta_text
          external
        }
        customerDetails(limit: 3) {
          ...CustomerCardFields
        }
        newsUpdates(limit: 6, countryId: $countryId) {
          ...NewsCardFields
        }
        ourClient {
          ...ClientFields
        }
        homePageHeading {
          exploreRangesTitle
          featuredProductsTitle
          newsTitle
          newsButtonText
          customersTitle
          clientsTitle
          contactTitle
          contactSubTitle
          countdownExpiredText
          seoTitle
          seoDescription
          seoKeywords
          ogImage
        }
      }
    }
  `,
  [HeroSlideFields, CustomerCardFields, NewsCardFields, ClientFields],
);

/** One customer story, /customers/?customer={pageSlug}. */
export const CustomerStoryQuery = graphql(
  `
    query CustomerStory($locale: Locale!, $slug: String!) {
      customerDetails(locale: $locale, slug: $slug, limit: 1) {
        ...CustomerCardFields
        description
        seoTitle
        seoDescription
        seoKeywords
        ogImage
      }
    }
  `,
  [CustomerCardFields],
);

export const OurClientsQuery = graphql(
  `
    query OurClients($locale: Locale!) {
      ourClient(locale: $locale) {
        ...ClientFields
      }
    }
  `,
  [ClientFields],
);
