/**
 * The content schema's SDL. Field names are the spec's (public-site §3), snake_case included,
 * because the pages were written against a CMS that used them. Media fields are paths such as
 * `/media/content/hero/warehouse.jpg`, served by the API.
 */
export const typeDefs = /* GraphQL */ `
  scalar Locale

  "A publish_in_country flag of a news item (spec §2 News)."
  enum NewsCountry {
    uk
    france
    newzealand
    ireland
    australia
  }

  enum NewsSort {
    DATE_DESC
    DATE_ASC
  }

  enum CaseStudySort {
    ORDER_ID_ASC
    DATE_DESC
  }

  enum HeroContentType {
    Video
    Image
  }

  "A column or side: tech specs sit in Left and Right columns; featured product images on one side."
  enum Align {
    Left
    Right
  }

  type Query {
    "Which locales the content service serves."
    locales: [String!]!

    searchHeader(locale: Locale!): SearchHeader
    "The main menu, sorted by orderId; sub_menus and child_menus sorted by their order fields."
    menus(locale: Locale!): [Menu!]!
    footer(locale: Locale!): Footer
    "The country selector, in the edition's order."
    countries(locale: Locale!): [Country!]!

    home(locale: Locale!): Home!
    "Client logos (home and case studies sliders), sorted by orderId."
    ourClient(locale: Locale!): [Client!]!
    "Customer cards and stories (/customers/?customer={pageSlug}), sorted by orderId."
    customerDetails(
      locale: Locale!
      slug: String
      start: Int = 0
      limit: Int = 3
    ): [CustomerDetail!]!

    """
    News items, newest first by default. Filters combine with AND: dateFrom/dateTo (YYYY-MM-DD,
    inclusive), category (a newsType), search (title or description contains), slug (pageSlug in
    this locale or en-GB), country (one publish_in_country flag), countryId (1-5: any of that
    country's flags; 1 and 5 are uk or ireland), sustainabilityArticle.
    """
    newsUpdates(
      locale: Locale!
      start: Int = 0
      limit: Int = 6
      sort: NewsSort = DATE_DESC
      dateFrom: String
      dateTo: String
      category: String
      search: String
      slug: String
      country: NewsCountry
      countryId: Int
      sustainabilityArticle: Boolean
    ): [NewsUpdate!]!
    "How many news items match the same filters as newsUpdates (for pagination)."
    newsUpdatesCount(
      locale: Locale!
      dateFrom: String
      dateTo: String
      category: String
      search: String
      slug: String
      country: NewsCountry
      countryId: Int
      sustainabilityArticle: Boolean
    ): Int!
    "News categories, sorted by orderId."
    newsCategories(locale: Locale!): [NewsCategory!]!
    "Archived-news year labels, newest first."
    newsYearLabel(locale: Locale!): [NewsYearLabel!]!

    "Category banners for product listings; slug in either language."
    productCategoryHeaders(locale: Locale!, slug: String): [ProductCategoryHeader!]!
    productHeader(locale: Locale!): ProductHeader
    "The product page's tabs, sorted by orderId."
    productDetails(locale: Locale!): [ProductDetailTab!]!
    "Main categories with range_filters sorted by order; title compared lowercased, title and slug in either language."
    mainCategories(locale: Locale!, title: String, slug: String): [MainCategory!]!
    "Tech spec rows, sorted by orderId, optionally one column."
    productTechSpecs(locale: Locale!, align: Align): [ProductTechSpec!]!
    """
    Case studies. sku and range select those linked to the product (either matches); slug finds
    one; search matches title or description. Sorted by orderId unless sort says otherwise.
    """
    caseStudies(
      locale: Locale!
      sku: String
      range: String
      slug: String
      search: String
      start: Int = 0
      limit: Int = 12
      sort: CaseStudySort = ORDER_ID_ASC
    ): [CaseStudy!]!
    casestudyCategories(locale: Locale!): [CaseStudyCategory!]!
    """
    How-to videos, newest published_at first. skus and range select those linked to the product
    (either matches); id finds one; heading matches the heading.
    """
    howToVideos(
      locale: Locale!
      skus: [String!]
      range: String
      id: ID
      heading: String
      start: Int = 0
      limit: Int = 12
    ): [HowToVideo!]!
  }

  type SearchHeader {
    searchTitle: String
    closeButton: String
    searchPlaceholder: String
    heroImage: String
    alternativeText: String
    noDataText: String
  }

  type Menu {
    id: ID!
    menuName: String!
    url: String
    class: String
    orderId: Int!
    image: String
    imageTitle: String
    imageSubTitle: String
    imageSubTitleLink: String
    sub_menus: [SubMenu!]!
  }

  type SubMenu {
    id: ID!
    submenuName: String!
    url: String
    heading: String
    class: String
    submenuOrder: Int!
    "For the products menu (orderId 1): the main category key, for /select-range?categorySlug=."
    key: String
    child_menus: [ChildMenu!]!
  }

  type ChildMenu {
    id: ID!
    childmenuName: String!
    url: String
    "Opens in a new tab."
    externalLink: Boolean!
    childmenuOrder: Int!
  }

  type Footer {
    newsletter: Newsletter
    addresses: [FooterAddress!]!
    contactDetails: [ContactDetail!]!
    footerLinks: [FooterLink!]!
    legalLinks: [LegalLink!]!
    awards: [Award!]!
    socialMedia: [SocialMedia!]!
    "Support hours line, e.g. Monday to Friday, 07:30-17:30."
    supportHours: String
    copyright: String
  }

  type Newsletter {
    title: String
    subTitle: String
    label: String
    button: String
  }

  type FooterAddress {
    title: String!
    "Multi-line address; lines separated by newlines."
    value: String!
    showTitle: Boolean!
  }

  type ContactDetail {
    orderId: Int!
    title: String!
    value: String!
    "A tel: or mailto: link for value, when it has one."
    link: String
  }

  type FooterLink {
    footerName: String!
    link: String!
  }

  type LegalLink {
    title: String!
    url: String!
    externalLink: Boolean!
  }

  type Award {
    title: String!
    logo: String
    url: String
    certificateFile: String
  }

  type SocialMedia {
    name: String!
    url: String!
    icon: String
    orderId: Int!
  }

  type Country {
    countryId: Int!
    name: String!
    "The locale the country's edition reads content in."
    lang: String!
    flag: String
    orderId: Int!
  }

  "The home page's sections. Each field is its own query on the content store."
  type Home {
    "Hero slides, sorted by orderId."
    heroImages: [HeroSlide!]!
    exploreRanges(limit: Int = 4): [ExploreRange!]!
    featuredProducts(limit: Int = 12): [FeaturedProduct!]!
    customerDetails(limit: Int = 3): [CustomerDetail!]!
    "Latest news, newest first; country or countryId keeps items published there."
    newsUpdates(limit: Int = 6, country: NewsCountry, countryId: Int): [NewsUpdate!]!
    ourClient: [Client!]!
    homePageHeading: HomePageHeading
  }

  type HeroSlide {
    id: ID!
    title: String
    subTitle: String
    content_type: HeroContentType!
    orderId: Int!
    "The image, or the video for Video slides."
    content_url: String!
    mobileImage: String
    alternativeText: String
    alternativeTextMobile: String
    cta_text: String
    url: String
    external: Boolean!
    addShadow: Boolean!
    countDownTimer: Boolean!
    "ISO 8601 date-time the countdown runs to."
    countDownDeadLine: String
    countDownUrl: String
  }

  type ExploreRange {
    id: ID!
    orderId: Int!
    category: String!
    image: String
    alternativeText: String
    ctaText: String
    slug: String
    url: String
    external: Boolean!
  }

  type FeaturedProduct {
    id: ID!
    orderId: Int!
    type: String
    title: String!
    shortDescription: String
    longDescription: String
    "A CSS colour for the card background."
    bgColor: String
    imageAlignment: Align
    image: String
    url: String
    cta_text: String
    external: Boolean!
  }

  type CustomerDetail {
    id: ID!
    orderId: Int!
    title: String!
    buttonText: String
    pageSlug: String!
    image: String
    alternativeText: String
    "Markdown story for the customer page."
    description: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type Client {
    id: ID!
    orderId: Int!
    name: String!
    logo: String
    alternativeText: String
    url: String
  }

  type HomePageHeading {
    exploreRangesTitle: String
    featuredProductsTitle: String
    newsTitle: String
    newsButtonText: String
    customersTitle: String
    clientsTitle: String
    contactTitle: String
    contactSubTitle: String
    countdownExpiredText: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type NewsUpdate {
    id: ID!
    title: String!
    "Publication date, YYYY-MM-DD."
    date: String!
    published_at: String
    "Markdown."
    description: String
    pageSlug: String!
    image: String
    alternativeText: String
    alternativeTextDetailPage: String
    "An embeddable video URL; items with one are video news."
    embedUrl: String
    news_category: NewsCategory
    publish_in_country: PublishInCountry!
    sustainabilityArticle: Boolean!
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type PublishInCountry {
    uk: Boolean!
    france: Boolean!
    newzealand: Boolean!
    ireland: Boolean!
    australia: Boolean!
  }

  type NewsCategory {
    newsType: String!
    displayName: String!
    orderId: Int
  }

  type NewsYearLabel {
    yearLabel: String!
    yearKey: String!
  }

  type ProductCategoryHeader {
    id: ID!
    title: String!
    slug: String!
    description: String
    heroImage: String
    mobileHeroImage: String
    alternativeText: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type ProductHeader {
    title: String
    description: String
    heroImage: String
    alternativeText: String
    similarProductTitle: String
    breadcrumbHome: String
    breadcrumbProducts: String
    partNumberLabel: String
    downloadText: String
    noDownloadsText: String
    noAccessoriesText: String
    noVideosText: String
    noCaseStudiesText: String
    caseStudyReadMore: String
    notAvailableTitle: String
    notAvailableMessage: String
    notAvailableButton: String
    seoTitle: String
    seoDescription: String
  }

  type ProductDetailTab {
    id: ID!
    "Which panel the tab opens: features, techSpecs, downloads, accessories, howToVideos or caseStudies."
    key: String!
    orderId: Int!
    categoryTitle: String!
  }

  type MainCategory {
    id: ID!
    title: String!
    slug: String!
    description: String
    showAllText: String
    showAllImage: String
    range_filters: [RangeFilter!]!
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type RangeFilter {
    id: ID!
    order: Int!
    "The range title as products carry it and ?rangeFilter= names it (upper case)."
    title: String!
    featuredImage: String
    description: String
  }

  type ProductTechSpec {
    id: ID!
    orderId: Int!
    align: Align!
    "The label shown."
    title: String!
    "The product custom field or feature the value comes from."
    fieldName: String!
  }

  type CaseStudy {
    id: ID!
    orderId: Int!
    title: String!
    "Markdown."
    description: String
    date: String!
    pageSlug: String!
    pictures: [Picture!]!
    casestudy_categories: [CaseStudyCategory!]!
    casestudy_products: [CaseStudyProduct!]!
    productSkuList: [String!]!
    totalSavingsTitle: String
    totalSavingsValue: String
    paybackPeriodTitle: String
    paybackPeriodValue: String
    assumptionsTitle: String
    assumptionsValue: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type Picture {
    url: String!
    alternativeText: String
  }

  type CaseStudyCategory {
    id: ID!
    title: String!
    orderId: Int
  }

  type CaseStudyProduct {
    productTitle: String!
    productLink: String
    ctaText: String
    pictures: [Picture!]!
  }

  type HowToVideo {
    id: ID!
    heading: String!
    posterImage: String
    alternativeText: String
    "An embeddable player URL whose video id is 11 characters."
    embedUrl: String!
    productSkuList: [String!]!
    published_at: String
    "Short (portrait) videos play in the narrow 450 px dialog."
    shortVideo: Boolean!
  }
`;
