import { z } from 'zod';
import { exploreRangeFields } from '../catalogue-fields.ts';
import type { ContentType } from '../define.ts';
import { isoDateTime, link, media, order, slug, text } from '../fields.ts';

export const heroImages: ContentType = {
  collection: 'heroImages',
  format: 'yaml',
  schema: z.strictObject({
    orderId: order,
    content_type: z.enum(['Image', 'Video']),
    content_url: media,
    mobileImage: media,
    title: text,
    subTitle: text,
    alternativeText: text,
    alternativeTextMobile: text,
    cta_text: text,
    url: link,
    external: z.boolean(),
    addShadow: z.boolean(),
    countDownTimer: z.boolean(),
    countDownDeadLine: isoDateTime.nullable(),
    countDownUrl: link.nullable(),
  }),
};

export const exploreRanges: ContentType = {
  collection: 'exploreRanges',
  format: 'yaml',
  itemsAreMainCategories: true,
  schema: z.strictObject({
    orderId: order,
    category: text,
    slug,
    url: link,
    image: media,
    alternativeText: text,
    ctaText: text,
    external: z.boolean(),
  }),
  prepare: exploreRangeFields,
};

export const featuredProducts: ContentType = {
  collection: 'featuredProducts',
  format: 'yaml',
  schema: z.strictObject({
    orderId: order,
    type: text,
    title: text,
    shortDescription: text,
    longDescription: text,
    bgColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #0f1c2e'),
    imageAlignment: z.enum(['Left', 'Right']),
    image: media,
    url: link,
    cta_text: text,
    external: z.boolean(),
  }),
};

export const customerDetails: ContentType = {
  collection: 'customerDetails',
  format: 'md',
  body: 'description',
  schema: z.strictObject({
    orderId: order,
    title: text,
    pageSlug: slug,
    buttonText: text,
    image: media,
    alternativeText: text,
    description: text,
    seoTitle: text,
    seoDescription: text.optional(),
    seoKeywords: text.optional(),
    ogImage: media.optional(),
  }),
};

export const ourClients: ContentType = {
  collection: 'ourClients',
  format: 'yaml',
  schema: z.strictObject({
    orderId: order,
    name: text,
    logo: media,
    alternativeText: text,
    url: link.nullable(),
  }),
};

export const homePageHeading: ContentType = {
  collection: 'homePageHeading',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    exploreRangesTitle: text,
    featuredProductsTitle: text,
    newsTitle: text,
    newsButtonText: text,
    customersTitle: text,
    clientsTitle: text,
    contactTitle: text,
    contactSubTitle: text,
    countdownExpiredText: text,
    seoTitle: text,
    seoDescription: text,
    seoKeywords: text,
    ogImage: media,
  }),
};
