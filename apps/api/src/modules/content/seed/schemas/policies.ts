import { z } from 'zod';
import type { ContentType } from '../define.ts';
import { link, media, text } from '../fields.ts';
import { seoFields } from './contact.ts';

/**
 * The privacy policy's four cookie tables, orderId 1 strictly necessary, 2 performance,
 * 3 targeting, 4 functionality (spec §2 Policy pages).
 */
export const privacyPolicyRelations: ContentType = {
  collection: 'privacyPolicyRelations',
  format: 'yaml',
  schema: z.strictObject({
    orderId: z.number().int().min(1).max(4),
    name: text,
    description: text,
    privacy_policy_details: z
      .array(z.strictObject({ name: text, domain: text, expiration: text, description: text }))
      .min(1),
  }),
};

/** The privacy page: its text, the cookie tables' column labels and the conclusion. */
export const privacyPolicyHeading: ContentType = {
  collection: 'privacyPolicyHeading',
  format: 'md',
  body: 'content',
  singleton: true,
  schema: z.strictObject({
    title: text,
    backButton: text,
    cookiesTitle: text,
    nameLabel: text,
    domainLabel: text,
    expirationLabel: text,
    descriptionLabel: text,
    content: text,
    conclusion: text,
    ...seoFields,
  }),
};

export const terms: ContentType = {
  collection: 'terms',
  format: 'md',
  body: 'content',
  singleton: true,
  schema: z.strictObject({ title: text, backButton: text, content: text, ...seoFields }),
};

/** The HTML sitemap page's heading; its list is the main menu. */
export const sitemapHeader: ContentType = {
  collection: 'sitemapHeader',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({ title: text, description: text, backButton: text, ...seoFields }),
};

/** /virtual-visitor-centre: banner, text and the panorama tour's address (formSrc). */
export const visitHeader: ContentType = {
  collection: 'visitHeader',
  format: 'md',
  body: 'pageDescription',
  singleton: true,
  schema: z.strictObject({
    bannerImage: media,
    mobileBannerImage: media,
    alternativeText: text,
    bannerTitle: text,
    bannerDescription: text,
    pageTitle: text,
    pageDescription: text,
    formSrc: z.string().regex(/^https:\/\//, 'must be an https:// address'),
    tourTitle: text,
    ...seoFields,
  }),
};

const PageZone = z.discriminatedUnion('component', [
  z.strictObject({ component: z.literal('title'), title: text }),
  z.strictObject({ component: z.literal('rich-description'), description: text }),
  z.strictObject({ component: z.literal('image'), image: media, alternativeText: text }),
  z.strictObject({
    component: z.literal('text-aside'),
    title: text,
    description: text,
    aside: text,
    url: link.nullable().optional(),
  }),
]);

/** A generic page built from page-zone components (spec §3 Generic page). */
export const pages: ContentType = {
  collection: 'pages',
  format: 'yaml',
  schema: z.strictObject({ title: text, pageZone: z.array(PageZone).min(1) }),
};
