import { z } from 'zod';
import { FieldError, type ContentType } from '../define.ts';
import { embedUrl, link, media, order, text } from '../fields.ts';

/**
 * The campaigns app's landing and tool pages (campaigns spec §2.7, §3; issue 11 point 5). One
 * singleton per page: each page is one editor's form in the CMS, and its lists (FAQs, cards,
 * team) only make sense on that page, so they are nested lists rather than collections of
 * their own. A regional file that changes one FAQ restates the list (decision 003).
 */

const seo = { seoTitle: text, seoDescription: text, seoKeywords: text, ogImage: media };

/** An app-store or Google Play address: the badges link straight to the store listing. */
const appStoreLink = z
  .string()
  .regex(/^https:\/\/apps\.apple\.com\//, 'must be an https://apps.apple.com/ address');
const playStoreLink = z
  .string()
  .regex(
    /^https:\/\/play\.google\.com\/store\/apps\//,
    'must be an https://play.google.com/store/apps/ address',
  );

/** The top banner of the warranty and customised conversions pages. */
const banner = {
  bannerImage: media,
  mobileBannerImage: media,
  bannerAlternativeText: text,
  bannerTitle: text,
  bannerDescription: text,
};

const Faq = z.strictObject({ question: text, answer: text });

/** Loyalty app landing page (spec §3 Loyalty app page). */
export const loyaltyAppHeader: ContentType = {
  collection: 'loyaltyAppHeader',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    heroImage: media,
    mobileHeroImage: media,
    alternativeText: text,
    title: text,
    description: text,
    ctaButton: text,
    ctaButtonLink: link,
    appStoreLink,
    playStoreLink,
    rewardsTitle: text,
    /** Markdown. */
    rewardsDescription: text,
    rewardsCtaText: text,
    rewardsCtaLink: link,
    rewardsImage: media,
    video: embedUrl,
    videoTitle: text,
    videoDescription: text,
    offerBanner: media,
    offerBannerAlternativeText: text,
    toolKitTitle: text,
    toolkits: z
      .array(
        z.strictObject({
          icon: media,
          title: text,
          description: text,
          learnMoreLink: link,
          learnMoreCta: text,
        }),
      )
      .min(1),
    qualityThinkingTitle: text,
    qualityThinkingItems: z.array(z.strictObject({ title: text })).min(1),
    testimonialTitle: text,
    testimonials: z.array(z.strictObject({ id: text, content: text, author: text })).min(1),
    testimonialBanner: media,
    faqTitle: text,
    faqs: z.array(Faq).min(1),
    termsConditionTitle: text,
    terms: z.array(z.strictObject({ title: text, details: text })).min(1),
    ...seo,
  }),
};

/** /on-site-warranty (spec §3 Warranty page): four feature pairs, promises and FAQs. */
export const warrantyPage: ContentType = {
  collection: 'warrantyPage',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    ...banner,
    stampImage: media,
    stampAlternativeText: text,
    /** Markdown. */
    description: text,
    testimonial: text,
    testimonialAuthor: text,
    registerButtonText: text,
    registerButtonLink: link,
    promiseTitle: text,
    quality_promises: z
      .array(z.strictObject({ id: text, icon: media, title: text, content: text }))
      .min(1),
    companyPersonAvatar: media,
    companyPersonName: text,
    companyPersonQuote: text,
    companyPersonDesignation: text,
    certificationsTitle: text,
    certifications: z.array(z.strictObject({ title: text, image: media })).min(1),
    appTitle: text,
    appDescription: text,
    appStoreLink,
    playStoreLink,
    appStoreImage: media,
    playStoreImage: media,
    appScreenshot: media,
    howToClaimTitle: text,
    /** Markdown: the numbered steps. */
    howToClaimText: text,
    missionTitle: text,
    missionText: text,
    featureOneTitle: text,
    featureOneDescription: text,
    featureTwoTitle: text,
    featureTwoDescription: text,
    featureThreeTitle: text,
    featureThreeDescription: text,
    featureFourTitle: text,
    featureFourDescription: text,
    readMoreText: text,
    readLessText: text,
    faqTitle: text,
    faqs: z.array(Faq).min(1),
    asteriskText: text,
    ...seo,
  }),
};

/** /lighting-design (spec §3 Lighting design page; §7 lightingDesignNew). */
export const lightingDesignNew: ContentType = {
  collection: 'lightingDesignNew',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    heroImage: media,
    mobileHeroImage: media,
    heroAlternativeText: text,
    heroTitle: text,
    heroDescription: text,
    heroCtaText: text,
    heroCtaLink: link,
    welcomeTitle: text,
    /** Markdown. */
    welcomeText: text,
    /** The animated counter counts up to counterValue (spec §9: 2000 ms). */
    counterValue: z.number().int().positive(),
    counterSuffix: z.string(),
    counterLabel: text,
    whyChooseTitle: text,
    whyChooseItems: z.array(z.strictObject({ icon: media, title: text, description: text })).min(1),
    quote: text,
    quoteAuthor: text,
    quoteDesignation: text,
    whatHappensTitle: text,
    whatHappensSteps: z.array(z.strictObject({ title: text, description: text })).min(1),
    teamTitle: text,
    teams: z
      .array(
        z.strictObject({ name: text, description: text, profilePicture: media, orderId: order }),
      )
      .min(1),
    appTitle: text,
    appDescription: text,
    appStoreLink,
    playStoreLink,
    caseStudiesTitle: text,
    softwareTitle: text,
    /** Markdown. */
    softwareText: text,
    softwareImage: media,
    faqTitle: text,
    faqs: z
      .array(
        z.strictObject({
          question: text,
          answer: text,
          /** The answer opens a second panel holding expansionPanel (title and content). */
          needExpansionPanel: z.boolean(),
          expansionPanel: z.strictObject({ title: text, content: text }).nullable(),
        }),
      )
      .min(1),
    ...seo,
  }),
};

/** The customised conversions landing page; its carousel is caseStudies(customisedConversion: true). */
export const customisedConversionPage: ContentType = {
  collection: 'customisedConversionPage',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    ...banner,
    departmentTitle: text,
    /** Markdown. */
    departmentText: text,
    videoButtonText: text,
    video: embedUrl,
    videoThumbnail: media,
    featuresTitle: text,
    features: z.array(z.strictObject({ icon: media, title: text, description: text })).min(1),
    testimonial: text,
    testimonialAuthor: text,
    conversionOptionsTitle: text,
    conversionOptions: z
      .array(z.strictObject({ image: media, title: text, description: text }))
      .min(1),
    retrofitTitle: text,
    retrofitCards: z.array(z.strictObject({ image: media, title: text, description: text })).min(1),
    cutToLengthTitle: text,
    cutToLengthText: text,
    cutToLengthImage: media,
    caseStudiesTitle: text,
    caseStudyReadMore: text,
    contactTitle: text,
    contactText: text,
    phoneLabel: text,
    phoneNumber: text,
    email: z.email('must be an e-mail address'),
    ...seo,
  }),
};

/** /energy-saving-calculator's heading and SEO (spec §7 energyCalculatorHeading). */
export const energyCalculatorHeading: ContentType = {
  collection: 'energyCalculatorHeading',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    heroImage: media,
    alternativeText: text,
    title: text,
    description: text,
    ...seo,
  }),
};

/**
 * The calculator frame (spec §7 energySavingCalculator). The page obeys the frame's height and
 * redirect messages only from frameOrigin, and the site's frame-src must allow it, so the
 * origin is data beside the address and the two must agree.
 */
export const energySavingCalculator: ContentType = {
  collection: 'energySavingCalculator',
  format: 'yaml',
  singleton: true,
  prepare(data) {
    const url = data.frameUrl;
    const origin = data.frameOrigin;
    if ((url === undefined) !== (origin === undefined))
      throw new FieldError('frameOrigin', 'give frameUrl and frameOrigin together');
    if (typeof url === 'string' && typeof origin === 'string' && !url.startsWith(`${origin}/`))
      throw new FieldError('frameUrl', `must start with frameOrigin (${origin}/)`);
    return data;
  },
  schema: z.strictObject({
    title: text,
    /** Markdown. */
    topText: text,
    /** Markdown. */
    bottomText: text,
    frameUrl: z.string().regex(/^https:\/\/[^/]+\//, 'must be an https:// address'),
    frameOrigin: z
      .string()
      .regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/, 'must be an https:// origin, no path'),
    frameTitle: text,
    /** The frame's height until its first height message. */
    initialHeight: z.number().int().min(200).max(5000),
  }),
};

export const PORTAL_TAB_KEYS = ['Contractor', 'Wholesaler', 'Employee'] as const;

/** The portal login hub: one tab per kind of user, each opening its portal in a new tab. */
export const portalLogin: ContentType = {
  collection: 'portalLogin',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    title: text,
    description: text,
    heroImage: media,
    alternativeText: text,
    tabs: z
      .array(
        z.strictObject({
          key: z.enum(PORTAL_TAB_KEYS),
          label: text,
          description: text,
          buttonText: text,
          url: z.string().regex(/^https:\/\//, 'must be an https:// address'),
        }),
      )
      .length(PORTAL_TAB_KEYS.length)
      .refine(
        (tabs) => PORTAL_TAB_KEYS.every((k) => tabs.some((t) => t.key === k)),
        `must have one tab for each of ${PORTAL_TAB_KEYS.join(', ')}`,
      ),
    helpText: text,
    ...seo,
  }),
};

/** The marketing collateral page: downloadable sales material for trade customers. */
export const marketingCollateral: ContentType = {
  collection: 'marketingCollateral',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    title: text,
    description: text,
    heroImage: media,
    alternativeText: text,
    backButtonText: text,
    backButtonLink: link,
    items: z
      .array(
        z.strictObject({
          title: text,
          description: text,
          image: media,
          downloadFile: media,
          downloadCta: text,
        }),
      )
      .min(1),
    ...seo,
  }),
};
