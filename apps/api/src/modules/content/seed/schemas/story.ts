import { z } from 'zod';
import type { ContentType } from '../define.ts';
import { media, order, text } from '../fields.ts';

export const ourStory: ContentType = {
  collection: 'ourStory',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    heroImage: media,
    mobileHeroImage: media,
    alternativeText: text,
    title: text,
    description: text,
    whoIsTitle: text,
    /** Markdown. */
    whoIsText: text,
    visionTitle: text,
    visionText: text,
    valuesTitle: text,
    globalOffersTitle: text,
    whyChooseTitle: text,
    heritageHeading: text,
    teamHeading: text,
    seoTitle: text,
    seoDescription: text,
    seoKeywords: text,
    ogImage: media,
  }),
};

const card = z.strictObject({
  title: text,
  description: text,
  image: media,
  alternativeText: text,
  orderId: order,
});

export const ourValues: ContentType = { collection: 'ourValues', format: 'yaml', schema: card };
export const globalOffers: ContentType = {
  collection: 'globalOffers',
  format: 'yaml',
  schema: card,
};

/** Why choose us: an expandable list of reasons (the spec's whyRobuses). */
export const whyRobuses: ContentType = {
  collection: 'whyRobuses',
  format: 'yaml',
  schema: z.strictObject({ title: text, description: text, orderId: order }),
};

export const ourHeritages: ContentType = {
  collection: 'ourHeritages',
  format: 'yaml',
  schema: z.strictObject({
    year: z.number().int().min(1900).max(2100),
    title: text,
    description: text,
    orderId: order,
  }),
};

export const ourTeams: ContentType = {
  collection: 'ourTeams',
  format: 'yaml',
  schema: z.strictObject({
    image: media,
    alternativeText: text,
    statement: text,
    name: text,
    designation: text,
    twitterId: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,15}$/, 'must be a handle without @')
      .optional(),
    linkedInId: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a LinkedIn profile id')
      .optional(),
    orderId: order,
  }),
};
