import { z } from 'zod';
import type { ContentType } from '../define.ts';
import { link, media, order, text } from '../fields.ts';

/** The SEO fields every page header carries (title, description, share image). */
export const seoFields = {
  seoTitle: text,
  seoDescription: text,
  seoKeywords: text.nullable().optional(),
  ogImage: media.optional(),
};

/** The cards of /contact: the spec shows up to 3 (spec §7 contactuses limit 3). */
export const contactuses: ContentType = {
  collection: 'contactuses',
  format: 'yaml',
  schema: z.strictObject({
    orderId: order,
    optionLogo: media,
    alternativeText: text,
    optionTitle: text,
    optionDescription: text,
    optionCtaText: text,
    url: link,
  }),
};

export const contactUsHeader: ContentType = {
  collection: 'contactUsHeader',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    title: text,
    description: text,
    heroImage: media,
    alternativeText: text,
    ...seoFields,
  }),
};

const CallUse = z.strictObject({
  id: text,
  country: text,
  phoneNumber: text,
  /** Opening hours in the country's own time zone, as the caller reads them. */
  availability: text,
});

/** /contact/get-in-touch: one phone table per continent. */
export const continents: ContentType = {
  collection: 'continents',
  format: 'yaml',
  schema: z.strictObject({ orderId: order, name: text, call_uses: z.array(CallUse).min(1) }),
};

/** The phone tables' column labels. */
export const callUsHeading: ContentType = {
  collection: 'callUsHeading',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    title: text,
    countryLabel: text,
    phoneNumberLabel: text,
    availabilityLabel: text,
  }),
};

export const getInTouch: ContentType = {
  collection: 'getInTouch',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    title: text,
    description: text,
    heroImage: media,
    alternativeText: text,
    backButton: text,
    ...seoFields,
  }),
};

/** /contact/whatsapp-us, English only (spec §2 Contact). */
export const whatsAppUs: ContentType = {
  collection: 'whatsAppUs',
  format: 'md',
  body: 'content',
  singleton: true,
  schema: z.strictObject({
    title: text,
    banner: media,
    alternativeText: text,
    content: text,
    CTAText: text,
    /** International format without + or spaces, as the chat link takes it. */
    whatsappNumber: z.string().regex(/^[1-9]\d{7,14}$/, 'must be digits only, country code first'),
    /** The message the chat opens with. */
    greeting: text,
    backButton: text,
    ...seoFields,
  }),
};

export const writetoUsHeader: ContentType = {
  collection: 'writetoUsHeader',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    title: text,
    description: text,
    /** The visually hidden page heading (spec §2 Contact). */
    hiddenHeading: text,
    heroImage: media,
    alternativeText: text,
    backButton: text,
    successTitle: text,
    successMessage: text,
    ...seoFields,
  }),
};
