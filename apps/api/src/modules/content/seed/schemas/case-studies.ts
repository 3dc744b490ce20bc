import { z } from 'zod';
import type { ContentType } from '../define.ts';
import { isoDate, link, media, mediaOrClip, order, slug, text } from '../fields.ts';

const Picture = z.strictObject({ url: media, alternativeText: text });
/** The carousel plays a clip where a picture's extension is not an image's (spec §2). */
const CarouselItem = z.strictObject({ url: mediaOrClip, alternativeText: text });

export const caseStudies: ContentType = {
  collection: 'caseStudies',
  format: 'md',
  body: 'description',
  references: { casestudy_categories: 'casestudyCategories' },
  schema: z.strictObject({
    title: text,
    orderId: order,
    date: isoDate,
    pageSlug: slug,
    casestudy_categories: z.array(text).min(1),
    /** Part numbers and ranges of the products used: their product pages show the study. */
    productSkuList: z.array(text),
    productRanges: z.array(text),
    pictures: z
      .array(CarouselItem)
      .min(1)
      .refine(
        (items) => !items[0]?.url.endsWith('.mp4'),
        'must start with a picture: cards and share previews show the first',
      ),
    casestudy_products: z.array(
      z.strictObject({
        productTitle: text,
        productLink: link,
        ctaText: text,
        pictures: z.array(Picture),
      }),
    ),
    description: text,
    /** Shown in the customised conversions page's carousel (caseStudies(customisedConversion: true)). */
    customisedConversion: z.boolean().optional(),
    // The page shows a savings box only when its value is there.
    totalSavingsTitle: text.optional(),
    totalSavingsValue: text.optional(),
    paybackPeriodTitle: text.optional(),
    paybackPeriodValue: text.optional(),
    assumptionsTitle: text.optional(),
    assumptionsValue: text.optional(),
    seoTitle: text,
    seoDescription: text,
    seoKeywords: text,
    ogImage: media,
  }),
};

export const casestudyCategories: ContentType = {
  collection: 'casestudyCategories',
  format: 'yaml',
  schema: z.strictObject({ orderId: order, title: text }),
};

/**
 * The /case-studies banner and labels. The five label fields are the spec's (§3 Case study
 * header); the energy-saving block and contact heading sit under every case-study article.
 */
export const caseStudiesHeader: ContentType = {
  collection: 'caseStudiesHeader',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    title: text,
    description: text,
    heroImage: media,
    alternativeText: text,
    applicationAreaBtn: text,
    searchBoxText: text,
    searchByKeyword: text,
    productsFeaturesTitle: text,
    caseStudyReadMore: text,
    clearAllText: text,
    clientsTitle: text,
    noCaseStudiesText: text,
    backButtonText: text,
    energySavingTitle: text,
    energySavingDescription: text,
    energySavingCtaText: text,
    energySavingCtaUrl: link,
    contactTitle: text,
    contactSubTitle: text,
    seoTitle: text,
    seoDescription: text,
    seoKeywords: text.optional(),
    ogImage: media.optional(),
  }),
};
