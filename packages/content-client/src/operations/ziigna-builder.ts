import { graphql } from '../graphql.ts';

/*
 * The linear-lighting builder (campaigns spec §2.6, §7; issue 12): the page's copy, its
 * parameters and every sub-parameter in one request. Values name their sub-parameters by id,
 * and the output step is the sub-parameter `output` (decision 028).
 */

export const ZiignaSubParamFields = graphql(`
  fragment ZiignaSubParamFields on ZiignaSubParam {
    id
    orderId
    title
    values {
      id
      label
      subLabel
    }
  }
`);

export const ZiignaBuilderQuery = graphql(
  `
    query ZiignaBuilder($locale: Locale!) {
      ziignaBuilderHeader(locale: $locale) {
        bannerImage
        mobileBannerImage
        bannerAlternativeText
        bannerTitle
        headerImage
        headerImageAlternativeText
        headerTitle
        headerDescription
        buildZiignaTitle
        completeCTA
        quoteCTA
        backLinkText
        seoTitle
        seoDescription
        seoKeywords
        ogImage
      }
      ziignaParams(locale: $locale) {
        id
        orderId
        title
        values {
          id
          label
          subLabel
          ziigna_sub_params
        }
      }
      ziignaSubParams(locale: $locale) {
        ...ZiignaSubParamFields
      }
    }
  `,
  [ZiignaSubParamFields],
);
