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
    "The /news banner, tab names, filter labels and SEO."
    newsHeader(locale: Locale!): NewsHeader

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
    one; search matches title or description; categories keeps those in any of the application
    areas (casestudyCategories ids). Sorted by orderId unless sort says otherwise.
    """
    caseStudies(
      locale: Locale!
      sku: String
      range: String
      slug: String
      search: String
      categories: [String!]
      "true: only the studies shown on the customised conversions page; false: only the others."
      customisedConversion: Boolean
      start: Int = 0
      limit: Int = 12
      sort: CaseStudySort = ORDER_ID_ASC
    ): [CaseStudy!]!
    "How many case studies match the same filters as caseStudies (for pagination)."
    caseStudiesCount(
      locale: Locale!
      sku: String
      range: String
      slug: String
      search: String
      categories: [String!]
      customisedConversion: Boolean
    ): Int!
    "Application areas, sorted by orderId."
    casestudyCategories(locale: Locale!): [CaseStudyCategory!]!
    "The /case-studies banner and labels, and the article's energy-saving and contact blocks."
    caseStudiesHeader(locale: Locale!): CaseStudiesHeader
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
      "A video type's id or pageSlug (/videos/{pageSlug})."
      type: String
      start: Int = 0
      limit: Int = 12
    ): [HowToVideo!]!

    # Careers, FAQ, meet the team, our story (issue 10).
    "The /careers page; teamMembers sorted by orderId."
    careerPage(locale: Locale!): CareerPage
    "The vacancy page's fixed copy and default cover."
    careerHeaderNew(locale: Locale!): CareerHeaderNew
    "Careers locations for the dropdown, sorted by orderId."
    careerLocations(locale: Locale!): [CareerLocation!]!
    """
    Vacancies sorted by orderId. location is a location's orderId: the Worldwide location (or
    none) gives every vacancy, an unknown one none. slug finds one (pageSlug in this locale or en-GB).
    """
    careersOpportunities(
      locale: Locale!
      location: Int
      slug: String
      start: Int = 0
      limit: Int = 40
    ): [CareerOpportunity!]!
    faqBanner(locale: Locale!): FaqBanner
    "FAQ categories sorted by orderId, questions as written; ids keeps only those categories."
    faqCategories(locale: Locale!, ids: [ID!]): [FaqCategory!]!
    meetTheTeamHeader(locale: Locale!): MeetTheTeamHeader
    "Teams sorted by orderId, members by orderId."
    teams(locale: Locale!): [Team!]!
    "One team by id; without an id, the first by orderId (the page's first tab)."
    team(locale: Locale!, id: ID): Team
    ourStory(locale: Locale!): OurStory
    "Sorted by orderId."
    ourValues(locale: Locale!): [StoryCard!]!
    "Sorted by orderId."
    globalOffers(locale: Locale!): [StoryCard!]!
    "Why choose us, sorted by orderId."
    whyRobuses(locale: Locale!): [WhyRobus!]!
    "The heritage timeline, sorted by year ascending."
    ourHeritages(locale: Locale!): [OurHeritage!]!
    "Sorted by orderId."
    ourTeams(locale: Locale!): [OurTeam!]!
    "Video types by orderId, each with its videoCount. slug finds one; search matches the name."
    videoTypes(
      locale: Locale!
      slug: String
      search: String
      start: Int = 0
      limit: Int = 20
    ): [VideoType!]!
    videosHeader(locale: Locale!): VideosHeader
    catalogueHeader(locale: Locale!): CatalogueHeader
    "Catalogue years, newest first."
    catalogueYears(locale: Locale!): [CatalogueYear!]!
    "Catalogues, newest year first and by orderId within a year. slug finds one; year filters."
    catalogues(
      locale: Locale!
      slug: String
      year: String
      start: Int = 0
      limit: Int = 20
    ): [Catalogue!]!
    brochureHeader(locale: Locale!): BrochureHeader
    "Lighting guides by orderId; slug finds one."
    brochures(locale: Locale!, slug: String, start: Int = 0, limit: Int = 20): [Brochure!]!
    # Contact, policies, sustainability and the visitor centre (issue 10).
    "The /contact option cards, sorted by orderId (the page shows 3)."
    contactuses(locale: Locale!, start: Int = 0, limit: Int = 3): [ContactOption!]!
    contactUsHeader(locale: Locale!): ContactUsHeader
    "Phone tables per continent, continents by orderId."
    continentsConnection(locale: Locale!): ContinentConnection!
    callUsHeading(locale: Locale!): CallUsHeading
    getInTouch(locale: Locale!): GetInTouch
    "The WhatsApp page; the site serves it in English only."
    whatsAppUs(locale: Locale!): WhatsAppUs
    writetoUsHeader(locale: Locale!): WritetoUsHeader
    "The privacy policy's cookie tables, sorted by orderId (1 to 4)."
    privacyPolicyRelations(locale: Locale!): [PrivacyPolicyRelation!]!
    privacyPolicyHeading(locale: Locale!): PrivacyPolicyHeading
    terms(locale: Locale!): Terms
    sitemapHeader(locale: Locale!): SitemapHeader
    visitHeader(locale: Locale!): VisitHeader
    "A generic page and its page-zone components, in order."
    page(locale: Locale!, id: ID!): Page
    sustainabilityHeader(locale: Locale!): SustainabilityHeader
    carbonNeutral(locale: Locale!): CarbonNeutral
    "Each sustainability list is sorted by orderId."
    sustainabilityTopCards(locale: Locale!): [SustainabilityTopCard!]!
    sustainabilityActions(locale: Locale!): [SustainabilityAction!]!
    carbonNeutralContents(locale: Locale!): [CarbonNeutralContent!]!
    sustainabilityContents(locale: Locale!): [SustainabilityContent!]!
    certifications(locale: Locale!): [Certification!]!
    pillarLists(locale: Locale!): [PillarList!]!
    # The campaigns app's landing and tool pages (issue 11 point 5). Lists come in the
    # editor's order, except the design team (orderId) and the portal tabs (Contractor,
    # Wholesaler, Employee).
    "The loyalty app landing page."
    loyaltyAppHeader(locale: Locale!): LoyaltyAppHeader
    "/on-site-warranty."
    warrantyPage(locale: Locale!): WarrantyPage
    "/lighting-design."
    lightingDesignNew(locale: Locale!): LightingDesignNew
    "The customised conversions page; its case studies are caseStudies(customisedConversion: true)."
    customisedConversionPage(locale: Locale!): CustomisedConversionPage
    "/energy-saving-calculator: banner and SEO."
    energyCalculatorHeading(locale: Locale!): EnergyCalculatorHeading
    "/energy-saving-calculator: texts and the calculator frame."
    energySavingCalculator(locale: Locale!): EnergySavingCalculator
    "The portal login hub."
    portalLogin(locale: Locale!): PortalLogin
    "The marketing collateral page."
    marketingCollateral(locale: Locale!): MarketingCollateral
    # The linear-lighting builder (issue 12 point 1; decision 028).
    "/ziigna-linear-lighting/builder: banner, header, buttons and SEO."
    ziignaBuilderHeader(locale: Locale!): ZiignaBuilderHeader
    "The builder's parameters, by orderId."
    ziignaParams(locale: Locale!): [ZiignaParam!]!
    """
    The builder's sub-parameters, by orderId; title keeps those with that title in the locale
    or in en-GB, ignoring case (title Output is the output step, spec section 7).
    """
    ziignaSubParams(locale: Locale!, title: String): [ZiignaSubParam!]!
    "/ziigna-linear-lighting; its lists are sorted by orderId."
    ziignaHeader(locale: Locale!): ZiignaHeader
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

  type NewsHeader {
    title: String
    description: String
    heroImage: String
    alternativeText: String
    latestTabTitle: String
    archivedTabTitle: String
    searchPlaceholder: String
    categoryLabel: String
    allCategoriesText: String
    yearLabel: String
    allYearsText: String
    noNewsText: String
    readMoreText: String
    backButtonText: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
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
    "Shown in the customised conversions page's carousel."
    customisedConversion: Boolean!
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

  type CaseStudiesHeader {
    title: String
    description: String
    heroImage: String
    alternativeText: String
    applicationAreaBtn: String
    searchBoxText: String
    searchByKeyword: String
    productsFeaturesTitle: String
    caseStudyReadMore: String
    clearAllText: String
    clientsTitle: String
    noCaseStudiesText: String
    backButtonText: String
    energySavingTitle: String
    energySavingDescription: String
    energySavingCtaText: String
    energySavingCtaUrl: String
    contactTitle: String
    contactSubTitle: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
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
    "The type the video is listed under (/videos/{pageSlug})."
    video_type: VideoType
  }

  type VideoType {
    id: ID!
    orderId: Int
    name: String!
    description: String
    pageSlug: String!
    image: String
    alternativeText: String
    "How many videos the type lists in this locale."
    videoCount: Int
    seoTitle: String
    seoDescription: String
    ogImage: String
  }

  type VideosHeader {
    heading: String
    subText: String
    heroImage: String
    alternativeText: String
    searchPlaceholder: String
    "Follows a type card's count: '12 videos available'."
    availableLabel: String
    noVideoText: String
    backButton: String
    seoTitle: String
    seoDescription: String
    ogImage: String
  }

  type CatalogueHeader {
    title: String
    description: String
    heroImage: String
    alternativeText: String
    downloadDialogTitle: String
    noCataloguesText: String
    seoTitle: String
    seoDescription: String
    ogImage: String
  }

  type CatalogueYear {
    id: ID!
    year: String!
  }

  type Catalogue {
    id: ID!
    title: String!
    description: String
    coverImage: String
    alternativeText: String
    "The external marketing form of the download dialog."
    formId: String
    orderId: Int
    pageSlug: String!
    year: String!
    downloadCta: String
    viewOnlineCta: String
    "A hosted flipbook; when set the viewer shows this frame, and pageCount is null."
    iframeUrl: String
    pageCount: Int
    "Page image paths with {page} for the 3-digit page number (001, 002, …)."
    pageImageTemplate: String
  }

  type BrochureHeader {
    title: String
    description: String
    heroImage: String
    alternativeText: String
    noBrochuresText: String
    seoTitle: String
    seoDescription: String
    ogImage: String
  }

  type Brochure {
    id: ID!
    title: String!
    description: String
    coverImage: String
    alternativeText: String
    orderId: Int
    pageSlug: String!
    "The PDF to download."
    downloadFile: String
    downloadCta: String
    viewOnlineCta: String
    pageCount: Int
    "Page image paths with {page} for the 3-digit page number (001, 002, …)."
    pageImageTemplate: String
  }
  type CareerPage {
    title: String!
    subTitle: String
    description: String
    heroImage: String
    mobileHeroImage: String
    alternativeText: String
    companyHeading: String
    "Markdown."
    companyContents: String
    workWithTitle: String
    career_work_withs: [CareerCard!]!
    aboutTitle: String
    "Markdown."
    career_about_details: String
    stockistCount: Int
    stockistLabel: String
    employeeCount: Int
    employeeLabel: String
    countryCount: Int
    countryLabel: String
    valuesTitle: String
    values: [CareerCard!]!
    teamTitle: String
    teamMembers: [CareerTeamMember!]!
    readMoreText: String
    readLessText: String
    awardsTitle: String
    awards: [CareerAward!]!
    opportunitiesTitle: String
    locationLabel: String
    noOpportunitiesText: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type CareerCard {
    title: String!
    description: String
    image: String
    alternativeText: String
  }

  type CareerTeamMember {
    name: String!
    designation: String
    description: String
    profilePicture: String
    orderId: Int
  }

  type CareerAward {
    title: String!
    logo: String
  }

  type CareerHeaderNew {
    coverImage: String
    alternativeText: String
    backButtonText: String
    locationLabel: String
    typeLabel: String
    departmentLabel: String
    applyHeading: String
    applyText: String
  }

  type CareerLocation {
    id: ID!
    name: String!
    titleName: String
    orderId: Int!
    "Choosing it shows every vacancy."
    worldwide: Boolean!
    addressLocality: String
    addressRegion: String
    addressCountry: String
  }

  type CareerDepartment {
    id: ID!
    name: String!
    orderId: Int
  }

  type CareerType {
    id: ID!
    name: String!
    orderId: Int
    "schema.org employmentType."
    employmentType: String
  }

  enum ApplyNowLinkType {
    Internal
    External
  }

  type CareerOpportunity {
    id: ID!
    orderId: Int!
    title: String!
    pageSlug: String!
    "Markdown (spelled as the spec spells it)."
    descripton: String
    datePosted: String
    validThrough: String
    career_types: [CareerType!]!
    career_locations: [CareerLocation!]!
    careers_departments: [CareerDepartment!]!
    learnMoreCta: String
    applyNowCta: String
    "Internal: apply by e-mail to eMailId. External: at applyNowLink."
    applyNowLinkType: ApplyNowLinkType!
    applyNowLink: String
    eMailId: String
  }

  type FaqBanner {
    bannerImage: String
    alternativeText: String
    bannerText: String
    bannerSubtext1: String
    bannerSubtext2: String
    categoryLabel: String
    questionsTitle: String
    noQuestionsText: String
    howToVideosTitle: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type FaqCategory {
    id: ID!
    categoryName: String!
    color: String
    orderId: Int
    faqs: [Faq!]!
  }

  type Faq {
    id: ID!
    question: String!
    "Markdown."
    answer: String!
  }

  type MeetTheTeamHeader {
    title: String
    description: String
    worldMapImage: String
    alternativeText: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type Team {
    id: ID!
    teamName: String!
    orderId: Int
    members: [TeamMember!]!
  }

  type TeamRegion {
    id: ID!
    title: String!
    orderId: Int
  }

  type TeamMember {
    id: ID!
    region: TeamRegion
    name: String!
    designation: String
    profilePicture: String
    alternativeText: String
    shortDescription: String
    phoneNumber: String
    email: String
    orderId: Int
  }

  type OurStory {
    heroImage: String
    mobileHeroImage: String
    alternativeText: String
    title: String!
    description: String
    whoIsTitle: String
    "Markdown."
    whoIsText: String
    visionTitle: String
    visionText: String
    valuesTitle: String
    globalOffersTitle: String
    whyChooseTitle: String
    heritageHeading: String
    teamHeading: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  "A card of our values or what we offer."
  type StoryCard {
    id: ID!
    title: String!
    description: String
    image: String
    alternativeText: String
    orderId: Int
  }

  type WhyRobus {
    id: ID!
    title: String!
    description: String
    orderId: Int
  }

  type OurHeritage {
    id: ID!
    year: Int!
    title: String!
    description: String
    orderId: Int
  }

  type OurTeam {
    id: ID!
    image: String
    alternativeText: String
    statement: String
    name: String!
    designation: String
    twitterId: String
    linkedInId: String
    orderId: Int
  }

  type ContactOption {
    id: ID!
    orderId: Int!
    optionLogo: String
    alternativeText: String
    optionTitle: String!
    optionDescription: String
    optionCtaText: String
    url: String!
  }

  type ContactUsHeader {
    title: String
    description: String
    heroImage: String
    alternativeText: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type ContinentConnection {
    nodes: [Continent!]!
    totalCount: Int!
  }

  type Continent {
    id: ID!
    orderId: Int!
    name: String!
    call_uses: [CallUse!]!
  }

  type CallUse {
    id: ID!
    country: String!
    phoneNumber: String!
    availability: String
  }

  type CallUsHeading {
    title: String
    countryLabel: String
    phoneNumberLabel: String
    availabilityLabel: String
  }

  type GetInTouch {
    title: String
    description: String
    heroImage: String
    alternativeText: String
    backButton: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type WhatsAppUs {
    title: String
    banner: String
    alternativeText: String
    "Markdown."
    content: String
    CTAText: String
    "International number, digits only, for the chat link."
    whatsappNumber: String
    "The message the chat opens with."
    greeting: String
    backButton: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type WritetoUsHeader {
    title: String
    description: String
    "The page's visually hidden heading."
    hiddenHeading: String
    heroImage: String
    alternativeText: String
    backButton: String
    successTitle: String
    successMessage: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type PrivacyPolicyRelation {
    id: ID!
    "1 strictly necessary, 2 performance, 3 targeting, 4 functionality."
    orderId: Int!
    name: String!
    description: String
    privacy_policy_details: [PrivacyPolicyDetail!]!
  }

  type PrivacyPolicyDetail {
    name: String!
    domain: String!
    expiration: String!
    description: String!
  }

  type PrivacyPolicyHeading {
    title: String
    backButton: String
    cookiesTitle: String
    nameLabel: String
    domainLabel: String
    expirationLabel: String
    descriptionLabel: String
    "Markdown."
    content: String
    "Markdown."
    conclusion: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type Terms {
    title: String
    backButton: String
    "Markdown."
    content: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type SitemapHeader {
    title: String
    description: String
    backButton: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type VisitHeader {
    bannerImage: String
    mobileBannerImage: String
    alternativeText: String
    bannerTitle: String
    bannerDescription: String
    pageTitle: String
    "Markdown."
    pageDescription: String
    "The embedded panorama tour's address."
    formSrc: String
    tourTitle: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type Page {
    id: ID!
    title: String
    pageZone: [PageZone!]!
  }

  "One page-zone component: title, rich-description (Markdown), image or text-aside."
  type PageZone {
    component: String!
    title: String
    description: String
    image: String
    alternativeText: String
    aside: String
    url: String
  }

  type SustainabilityHeader {
    title: String
    description: String
    "The PDF button shows only when both ctaButtonTitle and uploadPDF are set."
    ctaButtonTitle: String
    uploadPDF: String
    heroImage: String
    alternativeText: String
    contentTitle: String
    "Markdown."
    contents: String
    actionTitle: String
    pillarTitle: String
    pillarContent: String
    tabsTitle: String
    certificationsTitle: String
    articlesTitle: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type CarbonNeutral {
    title: String
    description: String
    subContent: String
    videoImage: String
    alternativeText: String
    "An embeddable player URL whose video id is 11 characters."
    videoLink: String
  }

  type SustainabilityTopCard {
    id: ID!
    orderId: Int!
    icon: String
    title: String!
    description: String
  }

  type SustainabilityAction {
    id: ID!
    orderId: Int!
    title: String!
    description: String
  }

  type CarbonNeutralContent {
    id: ID!
    orderId: Int!
    title: String!
    "Markdown."
    content: String
  }

  type SustainabilityContent {
    id: ID!
    orderId: Int!
    title: String!
    "Markdown."
    description: String
    image: String
    alternativeText: String
  }

  type Certification {
    id: ID!
    orderId: Int!
    name: String!
    icon: String
    "The certificate document, opened in a new tab."
    certificateFile: String
  }

  type PillarList {
    id: ID!
    orderId: Int!
    title: String!
    description: String
    image: String
    alternativeText: String
  }

  # The campaigns app's landing and tool pages (issue 11 point 5).

  type LoyaltyAppHeader {
    heroImage: String
    mobileHeroImage: String
    alternativeText: String
    title: String!
    description: String
    ctaButton: String
    ctaButtonLink: String
    appStoreLink: String
    playStoreLink: String
    rewardsTitle: String
    "Markdown."
    rewardsDescription: String
    rewardsCtaText: String
    rewardsCtaLink: String
    rewardsImage: String
    "A player's embed address."
    video: String
    videoTitle: String
    videoDescription: String
    offerBanner: String
    offerBannerAlternativeText: String
    toolKitTitle: String
    toolkits: [LoyaltyToolkit!]!
    qualityThinkingTitle: String
    qualityThinkingItems: [QualityThinkingItem!]!
    testimonialTitle: String
    testimonials: [Testimonial!]!
    testimonialBanner: String
    faqTitle: String
    faqs: [LandingFaq!]!
    termsConditionTitle: String
    terms: [LoyaltyTerm!]!
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type LoyaltyToolkit {
    icon: String
    title: String!
    description: String
    learnMoreLink: String
    learnMoreCta: String
  }

  type QualityThinkingItem {
    title: String!
  }

  type Testimonial {
    id: ID!
    content: String!
    author: String
  }

  type LandingFaq {
    question: String!
    answer: String!
  }

  type LoyaltyTerm {
    title: String!
    "Markdown."
    details: String!
  }

  type WarrantyPage {
    bannerImage: String
    mobileBannerImage: String
    bannerAlternativeText: String
    bannerTitle: String!
    bannerDescription: String
    stampImage: String
    stampAlternativeText: String
    "Markdown."
    description: String
    testimonial: String
    testimonialAuthor: String
    registerButtonText: String
    registerButtonLink: String
    promiseTitle: String
    quality_promises: [QualityPromise!]!
    companyPersonAvatar: String
    companyPersonName: String
    companyPersonQuote: String
    companyPersonDesignation: String
    certificationsTitle: String
    certifications: [WarrantyCertification!]!
    appTitle: String
    appDescription: String
    appStoreLink: String
    playStoreLink: String
    appStoreImage: String
    playStoreImage: String
    appScreenshot: String
    howToClaimTitle: String
    "Markdown."
    howToClaimText: String
    missionTitle: String
    missionText: String
    featureOneTitle: String
    featureOneDescription: String
    featureTwoTitle: String
    featureTwoDescription: String
    featureThreeTitle: String
    featureThreeDescription: String
    featureFourTitle: String
    featureFourDescription: String
    readMoreText: String
    readLessText: String
    faqTitle: String
    faqs: [LandingFaq!]!
    asteriskText: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type QualityPromise {
    id: ID!
    icon: String
    title: String!
    content: String
  }

  type WarrantyCertification {
    title: String!
    image: String
  }

  type LightingDesignNew {
    heroImage: String
    mobileHeroImage: String
    heroAlternativeText: String
    heroTitle: String!
    heroDescription: String
    heroCtaText: String
    heroCtaLink: String
    welcomeTitle: String
    "Markdown."
    welcomeText: String
    "The animated counter counts from 0 to this."
    counterValue: Int
    "Shown after the number, e.g. +."
    counterSuffix: String
    counterLabel: String
    whyChooseTitle: String
    whyChooseItems: [IconCard!]!
    quote: String
    quoteAuthor: String
    quoteDesignation: String
    whatHappensTitle: String
    whatHappensSteps: [DesignStep!]!
    teamTitle: String
    "Sorted by orderId."
    teams: [DesignTeamMember!]!
    appTitle: String
    appDescription: String
    appStoreLink: String
    playStoreLink: String
    caseStudiesTitle: String
    softwareTitle: String
    "Markdown."
    softwareText: String
    softwareImage: String
    faqTitle: String
    faqs: [DesignFaq!]!
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type IconCard {
    icon: String
    title: String!
    description: String
  }

  type DesignStep {
    title: String!
    description: String
  }

  type DesignTeamMember {
    name: String!
    description: String
    profilePicture: String
    orderId: Int!
  }

  type DesignFaq {
    question: String!
    answer: String!
    needExpansionPanel: Boolean!
    "Present when needExpansionPanel is true."
    expansionPanel: ExpansionPanel
  }

  type ExpansionPanel {
    title: String!
    content: String!
  }

  type CustomisedConversionPage {
    bannerImage: String
    mobileBannerImage: String
    bannerAlternativeText: String
    bannerTitle: String!
    bannerDescription: String
    departmentTitle: String
    "Markdown."
    departmentText: String
    videoButtonText: String
    "A player's embed address, shown in an 800-pixel dialog."
    video: String
    videoThumbnail: String
    featuresTitle: String
    features: [IconCard!]!
    testimonial: String
    testimonialAuthor: String
    conversionOptionsTitle: String
    conversionOptions: [ImageCard!]!
    retrofitTitle: String
    retrofitCards: [ImageCard!]!
    cutToLengthTitle: String
    cutToLengthText: String
    cutToLengthImage: String
    caseStudiesTitle: String
    caseStudyReadMore: String
    contactTitle: String
    contactText: String
    phoneLabel: String
    phoneNumber: String
    email: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type ImageCard {
    image: String
    title: String!
    description: String
  }

  type EnergyCalculatorHeading {
    heroImage: String
    alternativeText: String
    title: String!
    description: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type EnergySavingCalculator {
    title: String!
    "Markdown, above the frame."
    topText: String
    "Markdown, below the frame."
    bottomText: String
    "The calculator's address, shown in a frame."
    frameUrl: String!
    "The only origin whose height and redirect-url messages the page obeys; also its frame-src."
    frameOrigin: String!
    "The frame's accessible title."
    frameTitle: String
    "Height in pixels until the frame's first height message."
    initialHeight: Int
  }

  enum PortalTabKey {
    Contractor
    Wholesaler
    Employee
  }

  type PortalLogin {
    title: String!
    description: String
    heroImage: String
    alternativeText: String
    "Contractor, Wholesaler, Employee, in that order."
    tabs: [PortalTab!]!
    helpText: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type PortalTab {
    key: PortalTabKey!
    label: String!
    description: String
    buttonText: String
    "The portal's address, opened in a new tab."
    url: String!
  }

  type MarketingCollateral {
    title: String!
    description: String
    heroImage: String
    alternativeText: String
    backButtonText: String
    backButtonLink: String
    items: [CollateralItem!]!
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type CollateralItem {
    title: String!
    description: String
    image: String
    downloadFile: String
    downloadCta: String
  }

  # The Ziigna linear-lighting page (issue 12 point 1).

  type ZiignaHeader {
    bannerImage: String
    mobileBannerImage: String
    bannerAlternativeText: String
    bannerTitle: String!
    tailorTitle: String
    "Markdown."
    tailorDescription: String
    tailorImage: String
    tailorCTA: String
    tailorCTALink: String
    linearLightingTitle: String
    "Markdown."
    linearLightingDescription: String
    "Shown as badges."
    departments: [ZiignaDepartment!]!
    "Cards in a carousel, and expansion panels whose anchors are #combination-<id>."
    combinations: [ZiignaCombination!]!
    featuresTitle: String
    features: [ZiignaFeature!]!
    exploreTitle: String
    exploreSubTitle: String
    "The button to the builder (the spec's goToMy{product}CTA)."
    goToBuilderCTA: String
    goToBuilderCTALink: String
    chatIcon: String
    chatTitle: String
    chatCallLabel: String
    "A phone number as written; the page dials its digits."
    chatCallNo: String
    chatEmailLabel: String
    chatEmail: String
    "Blocks of text beside a picture, alternating sides."
    contents: [ZiignaContent!]!
    bottomBannerTitle: String
    bottomBannerImage: String
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type ZiignaDepartment {
    id: ID!
    label: String!
    orderId: Int!
  }

  type ZiignaCombination {
    id: ID!
    title: String!
    "Markdown; a link to #combination-<id> opens that combination's panel."
    description: String!
    orderId: Int!
  }

  type ZiignaFeature {
    id: ID!
    title: String!
    icon: String
    orderId: Int!
  }

  type ZiignaContent {
    id: ID!
    title: String!
    "Markdown."
    description: String
    ctaText: String
    ctaLink: String
    image: String
    orderId: Int!
  }

  # The linear-lighting builder (issue 12 point 1; decision 028). Ids are stable across
  # locales: shared links and the builder's rules use them, never the labels.

  type ZiignaBuilderHeader {
    bannerImage: String
    mobileBannerImage: String
    bannerAlternativeText: String
    bannerTitle: String!
    headerImage: String
    headerImageAlternativeText: String
    headerTitle: String!
    headerDescription: String
    buildZiignaTitle: String
    "The 'Complete / download' button."
    completeCTA: String!
    "The 'Get a Quote' button."
    quoteCTA: String!
    "The link back to /ziigna-linear-lighting."
    backLinkText: String!
    seoTitle: String
    seoDescription: String
    seoKeywords: String
    ogImage: String
  }

  type ZiignaParam {
    id: ID!
    orderId: Int!
    title: String!
    "In the order shown; the first is the default."
    values: [ZiignaParamValue!]!
  }

  type ZiignaParamValue {
    id: ID!
    label: String!
    subLabel: String
    "Ids of the sub-parameters (ziignaSubParams) this value opens, in the order shown."
    ziigna_sub_params: [ID!]!
  }

  type ZiignaSubParam {
    id: ID!
    orderId: Int!
    title: String!
    "In the order shown; the first is the default."
    values: [ZiignaSubParamValue!]!
  }

  type ZiignaSubParamValue {
    id: ID!
    label: String!
    subLabel: String
  }
`;
