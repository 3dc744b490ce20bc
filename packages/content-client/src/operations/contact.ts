import { graphql } from '../graphql.ts';

/** /contact: the hero and up to 3 option cards (spec §2 Contact). */
export const ContactQuery = graphql(`
  query Contact($locale: Locale!) {
    contactUsHeader(locale: $locale) {
      title
      description
      heroImage
      alternativeText
      seoTitle
      seoDescription
      ogImage
    }
    contactuses(locale: $locale, limit: 3) {
      id
      optionLogo
      alternativeText
      optionTitle
      optionDescription
      optionCtaText
      url
    }
  }
`);

/** /contact/get-in-touch: the header and one phone table per continent. */
export const GetInTouchQuery = graphql(`
  query GetInTouch($locale: Locale!) {
    getInTouch(locale: $locale) {
      title
      description
      heroImage
      alternativeText
      backButton
      seoTitle
      seoDescription
      ogImage
    }
    callUsHeading(locale: $locale) {
      title
      countryLabel
      phoneNumberLabel
      availabilityLabel
    }
    continentsConnection(locale: $locale) {
      nodes {
        id
        name
        call_uses {
          id
          country
          phoneNumber
          availability
        }
      }
    }
  }
`);

/** /contact/write-to-us: the header and the form's success copy. */
export const WriteToUsQuery = graphql(`
  query WriteToUs($locale: Locale!) {
    writetoUsHeader(locale: $locale) {
      title
      description
      hiddenHeading
      heroImage
      alternativeText
      backButton
      successTitle
      successMessage
      seoTitle
      seoDescription
      ogImage
    }
  }
`);

/** /contact/whatsapp-us (English editions only). */
export const WhatsAppUsQuery = graphql(`
  query WhatsAppUs($locale: Locale!) {
    whatsAppUs(locale: $locale) {
      title
      banner
      alternativeText
      content
      CTAText
      whatsappNumber
      greeting
      backButton
      seoTitle
      seoDescription
      ogImage
    }
  }
`);
