import { graphql } from '../graphql.ts';
import { CaseStudyCardFields } from './case-studies.ts';

/*
 * The campaigns app's landing and tool pages (campaigns spec §2.7, issue 11 point 5): one
 * request per page, every field the page renders.
 */

/** The loyalty app landing page. */
export const LoyaltyAppQuery = graphql(`
  query LoyaltyApp($locale: Locale!) {
    loyaltyAppHeader(locale: $locale) {
      heroImage
      mobileHeroImage
      alternativeText
      title
      description
      ctaButton
      ctaButtonLink
      appStoreLink
      playStoreLink
      rewardsTitle
      rewardsDescription
      rewardsCtaText
      rewardsCtaLink
      rewardsImage
      video
      videoTitle
      videoDescription
      offerBanner
      offerBannerAlternativeText
      toolKitTitle
      toolkits {
        icon
        title
        description
        learnMoreLink
        learnMoreCta
      }
      qualityThinkingTitle
      qualityThinkingItems {
        title
      }
      testimonialTitle
      testimonials {
        id
        content
        author
      }
      testimonialBanner
      faqTitle
      faqs {
        question
        answer
      }
      termsConditionTitle
      terms {
        title
        details
      }
      seoTitle
      seoDescription
      seoKeywords
      ogImage
    }
  }
`);

/** /on-site-warranty. */
export const WarrantyPageQuery = graphql(`
  query WarrantyPage($locale: Locale!) {
    warrantyPage(locale: $locale) {
      bannerImage
      mobileBannerImage
      bannerAlternativeText
      bannerTitle
      bannerDescription
      stampImage
      stampAlternativeText
      description
      testimonial
      testimonialAuthor
      registerButtonText
      registerButtonLink
      promiseTitle
      quality_promises {
        id
        icon
        title
        content
      }
      companyPersonAvatar
      companyPersonName
      companyPersonQuote
      companyPersonDesignation
      certificationsTitle
      certifications {
        title
        image
      }
      appTitle
      appDescription
      appStoreLink
      playStoreLink
      appStoreImage
      playStoreImage
      appScreenshot
      howToClaimTitle
      howToClaimText
      missionTitle
      missionText
      featureOneTitle
      featureOneDescription
      featureTwoTitle
      featureTwoDescription
      featureThreeTitle
      featureThreeDescription
      featureFourTitle
      featureFourDescription
      readMoreText
      readLessText
      faqTitle
      faqs {
        question
        answer
      }
      asteriskText
      seoTitle
      seoDescription
      seoKeywords
      ogImage
    }
  }
`);

/** /lighting-design, with the newest case studies for its carousel. */
export const LightingDesignQuery = graphql(
  `
    query LightingDesign($locale: Locale!) {
      lightingDesignNew(locale: $locale) {
        heroImage
        mobileHeroImage
        heroAlternativeText
        heroTitle
        heroDescription
        heroCtaText
        heroCtaLink
        welcomeTitle
        welcomeText
        counterValue
        counterSuffix
        counterLabel
        whyChooseTitle
        whyChooseItems {
          icon
          title
          description
        }
        quote
        quoteAuthor
        quoteDesignation
        whatHappensTitle
        whatHappensSteps {
          title
          description
        }
        teamTitle
        teams {
          name
          description
          profilePicture
          orderId
        }
        appTitle
        appDescription
        appStoreLink
        playStoreLink
        caseStudiesTitle
        softwareTitle
        softwareText
        softwareImage
        faqTitle
        faqs {
          question
          answer
          needExpansionPanel
          expansionPanel {
            title
            content
          }
        }
        seoTitle
        seoDescription
        seoKeywords
        ogImage
      }
      caseStudies(locale: $locale, sort: DATE_DESC, limit: 6) {
        ...CaseStudyCardFields
      }
    }
  `,
  [CaseStudyCardFields],
);

/**
 * The customised conversions page and its case-study carousel: the flagged studies, newest
 * first (each links to /case-studies/case-study-article/?caseStudy={pageSlug}).
 */
export const CustomisedConversionsQuery = graphql(
  `
    query CustomisedConversions($locale: Locale!) {
      customisedConversionPage(locale: $locale) {
        bannerImage
        mobileBannerImage
        bannerAlternativeText
        bannerTitle
        bannerDescription
        departmentTitle
        departmentText
        videoButtonText
        video
        videoThumbnail
        featuresTitle
        features {
          icon
          title
          description
        }
        testimonial
        testimonialAuthor
        conversionOptionsTitle
        conversionOptions {
          image
          title
          description
        }
        retrofitTitle
        retrofitCards {
          image
          title
          description
        }
        cutToLengthTitle
        cutToLengthText
        cutToLengthImage
        caseStudiesTitle
        caseStudyReadMore
        contactTitle
        contactText
        phoneLabel
        phoneNumber
        email
        seoTitle
        seoDescription
        seoKeywords
        ogImage
      }
      caseStudies(locale: $locale, customisedConversion: true, sort: DATE_DESC, limit: 12) {
        ...CaseStudyCardFields
        casestudy_products {
          productTitle
          productLink
        }
      }
    }
  `,
  [CaseStudyCardFields],
);

/** /energy-saving-calculator: the heading and SEO, and the calculator's texts and frame. */
export const EnergySavingCalculatorQuery = graphql(`
  query EnergySavingCalculator($locale: Locale!) {
    energyCalculatorHeading(locale: $locale) {
      heroImage
      alternativeText
      title
      description
      seoTitle
      seoDescription
      seoKeywords
      ogImage
    }
    energySavingCalculator(locale: $locale) {
      title
      topText
      bottomText
      frameUrl
      frameOrigin
      frameTitle
      initialHeight
    }
  }
`);

/** The portal login hub: Contractor, Wholesaler and Employee tabs, in that order. */
export const PortalLoginQuery = graphql(`
  query PortalLogin($locale: Locale!) {
    portalLogin(locale: $locale) {
      title
      description
      heroImage
      alternativeText
      tabs {
        key
        label
        description
        buttonText
        url
      }
      helpText
      seoTitle
      seoDescription
      seoKeywords
      ogImage
    }
  }
`);

/** The marketing collateral page. */
export const MarketingCollateralQuery = graphql(`
  query MarketingCollateral($locale: Locale!) {
    marketingCollateral(locale: $locale) {
      title
      description
      heroImage
      alternativeText
      backButtonText
      backButtonLink
      items {
        title
        description
        image
        downloadFile
        downloadCta
      }
      seoTitle
      seoDescription
      seoKeywords
      ogImage
    }
  }
`);

/** /ziigna-linear-lighting (campaigns spec §2.6): its lists come sorted by orderId. */
export const ZiignaPageQuery = graphql(`
  query ZiignaPage($locale: Locale!) {
    ziignaHeader(locale: $locale) {
      bannerImage
      mobileBannerImage
      bannerAlternativeText
      bannerTitle
      tailorTitle
      tailorDescription
      tailorImage
      tailorCTA
      tailorCTALink
      linearLightingTitle
      linearLightingDescription
      departments {
        id
        label
      }
      combinations {
        id
        title
        description
      }
      featuresTitle
      features {
        id
        title
        icon
      }
      exploreTitle
      exploreSubTitle
      goToBuilderCTA
      goToBuilderCTALink
      chatIcon
      chatTitle
      chatCallLabel
      chatCallNo
      chatEmailLabel
      chatEmail
      contents {
        id
        title
        description
        ctaText
        ctaLink
        image
      }
      bottomBannerTitle
      bottomBannerImage
      seoTitle
      seoDescription
      seoKeywords
      ogImage
    }
  }
`);
