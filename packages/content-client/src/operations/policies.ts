import { graphql } from '../graphql.ts';

/** /privacy-policy: the text, the four cookie tables (orderId 1 to 4) and the conclusion. */
export const PrivacyPolicyQuery = graphql(`
  query PrivacyPolicy($locale: Locale!) {
    privacyPolicyHeading(locale: $locale) {
      title
      backButton
      cookiesTitle
      nameLabel
      domainLabel
      expirationLabel
      descriptionLabel
      content
      conclusion
      seoTitle
      seoDescription
      ogImage
    }
    privacyPolicyRelations(locale: $locale) {
      id
      orderId
      name
      description
      privacy_policy_details {
        name
        domain
        expiration
        description
      }
    }
  }
`);

export const TermsQuery = graphql(`
  query Terms($locale: Locale!) {
    terms(locale: $locale) {
      title
      backButton
      content
      seoTitle
      seoDescription
      ogImage
    }
  }
`);

/** The HTML sitemap page: its heading; the list is the layout's main menu. */
export const SitemapHeaderQuery = graphql(`
  query SitemapHeader($locale: Locale!) {
    sitemapHeader(locale: $locale) {
      title
      description
      backButton
      seoTitle
      seoDescription
      ogImage
    }
  }
`);

/** /virtual-visitor-centre: the visit header and the page zones of page 2 (spec §7). */
export const VisitorCentreQuery = graphql(`
  query VisitorCentre($locale: Locale!) {
    visitHeader(locale: $locale) {
      bannerImage
      mobileBannerImage
      alternativeText
      bannerTitle
      bannerDescription
      pageTitle
      pageDescription
      formSrc
      tourTitle
      seoTitle
      seoDescription
      ogImage
    }
    page(locale: $locale, id: "2") {
      id
      title
      pageZone {
        component
        title
        description
        image
        alternativeText
        aside
        url
      }
    }
  }
`);
