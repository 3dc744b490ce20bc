import { graphql } from '../graphql.ts';

/** Everything /sustainability shows (spec §2), its news being the flagged articles. */
export const SustainabilityQuery = graphql(`
  query Sustainability($locale: Locale!, $countryId: Int) {
    sustainabilityHeader(locale: $locale) {
      title
      description
      ctaButtonTitle
      uploadPDF
      heroImage
      alternativeText
      contentTitle
      contents
      actionTitle
      pillarTitle
      pillarContent
      tabsTitle
      certificationsTitle
      articlesTitle
      seoTitle
      seoDescription
      ogImage
    }
    sustainabilityTopCards(locale: $locale) {
      id
      icon
      title
      description
    }
    sustainabilityContents(locale: $locale) {
      id
      title
      description
      image
      alternativeText
    }
    sustainabilityActions(locale: $locale) {
      id
      title
      description
    }
    pillarLists(locale: $locale) {
      id
      title
      description
      image
      alternativeText
    }
    carbonNeutral(locale: $locale) {
      title
      description
      subContent
      videoImage
      alternativeText
      videoLink
    }
    carbonNeutralContents(locale: $locale) {
      id
      title
      content
    }
    certifications(locale: $locale) {
      id
      name
      icon
      certificateFile
    }
    newsUpdates(
      locale: $locale
      sustainabilityArticle: true
      countryId: $countryId
      limit: 9
      sort: DATE_DESC
    ) {
      id
      title
      date
      pageSlug
      image
      alternativeText
    }
  }
`);
