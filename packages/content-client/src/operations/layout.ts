import { graphql } from '../graphql.ts';

export const SearchHeaderFields = graphql(`
  fragment SearchHeaderFields on SearchHeader {
    searchTitle
    closeButton
    searchPlaceholder
    heroImage
    alternativeText
    noDataText
  }
`);

export const MenuFields = graphql(`
  fragment MenuFields on Menu {
    id
    menuName
    url
    class
    orderId
    image
    imageTitle
    imageSubTitle
    imageSubTitleLink
    sub_menus {
      id
      submenuName
      url
      heading
      class
      submenuOrder
      key
      child_menus {
        id
        childmenuName
        url
        externalLink
        childmenuOrder
      }
    }
  }
`);

export const FooterFields = graphql(`
  fragment FooterFields on Footer {
    newsletter {
      title
      subTitle
      label
      button
    }
    addresses {
      title
      value
      showTitle
    }
    contactDetails {
      orderId
      title
      value
      link
    }
    footerLinks {
      footerName
      link
    }
    legalLinks {
      title
      url
      externalLink
    }
    awards {
      title
      logo
      url
      certificateFile
    }
    socialMedia {
      name
      url
      icon
      orderId
    }
    supportHours
    copyright
  }
`);

export const CountryFields = graphql(`
  fragment CountryFields on Country {
    countryId
    name
    lang
    flag
    orderId
  }
`);

export const SearchHeaderQuery = graphql(
  `
    query SearchHeader($locale: Locale!) {
      searchHeader(locale: $locale) {
        ...SearchHeaderFields
      }
    }
  `,
  [SearchHeaderFields],
);

/** The main menu, sorted; orderId 1 is Products (sub menus = main categories). */
export const MenusQuery = graphql(
  `
    query Menus($locale: Locale!) {
      menus(locale: $locale) {
        ...MenuFields
      }
    }
  `,
  [MenuFields],
);

export const FooterQuery = graphql(
  `
    query Footer($locale: Locale!) {
      footer(locale: $locale) {
        ...FooterFields
      }
    }
  `,
  [FooterFields],
);

export const CountriesQuery = graphql(
  `
    query Countries($locale: Locale!) {
      countries(locale: $locale) {
        ...CountryFields
      }
    }
  `,
  [CountryFields],
);

/** Everything the shared layout (header, search dialog, footer) needs, in one request. */
export const LayoutQuery = graphql(
  `
    query Layout($locale: Locale!) {
      searchHeader(locale: $locale) {
        ...SearchHeaderFields
      }
      menus(locale: $locale) {
        ...MenuFields
      }
      footer(locale: $locale) {
        ...FooterFields
      }
      countries(locale: $locale) {
        ...CountryFields
      }
    }
  `,
  [SearchHeaderFields, MenuFields, FooterFields, CountryFields],
);
