import { z } from 'zod';
import type { ContentType } from '../define.ts';
import { embedUrl, media, order, text } from '../fields.ts';
import { seoFields } from './contact.ts';

/** /sustainability's header and section titles (spec §2, §3 Sustainability). */
export const sustainabilityHeader: ContentType = {
  collection: 'sustainabilityHeader',
  format: 'md',
  body: 'contents',
  singleton: true,
  schema: z.strictObject({
    title: text,
    description: text,
    /** The PDF button shows only when both the title and the file are there. */
    ctaButtonTitle: text.nullable(),
    uploadPDF: media.nullable(),
    heroImage: media,
    alternativeText: text,
    contentTitle: text,
    contents: text,
    actionTitle: text,
    pillarTitle: text,
    pillarContent: text,
    tabsTitle: text,
    certificationsTitle: text,
    articlesTitle: text,
    ...seoFields,
  }),
};

const ordered = { orderId: order };

export const sustainabilityTopCards: ContentType = {
  collection: 'sustainabilityTopCards',
  format: 'yaml',
  schema: z.strictObject({ ...ordered, icon: media, title: text, description: text }),
};

/** The carbon-neutral block, with the video its image opens. */
export const carbonNeutral: ContentType = {
  collection: 'carbonNeutral',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    title: text,
    description: text,
    subContent: text,
    videoImage: media,
    alternativeText: text,
    videoLink: embedUrl,
  }),
};

export const sustainabilityActions: ContentType = {
  collection: 'sustainabilityActions',
  format: 'yaml',
  schema: z.strictObject({ ...ordered, title: text, description: text }),
};

/** The tabs (an accordion on small screens). */
export const carbonNeutralContents: ContentType = {
  collection: 'carbonNeutralContents',
  format: 'yaml',
  schema: z.strictObject({ ...ordered, title: text, content: text }),
};

/** The alternating image and text blocks. */
export const sustainabilityContents: ContentType = {
  collection: 'sustainabilityContents',
  format: 'yaml',
  schema: z.strictObject({
    ...ordered,
    title: text,
    description: text,
    image: media,
    alternativeText: text,
  }),
};

export const certifications: ContentType = {
  collection: 'certifications',
  format: 'yaml',
  schema: z.strictObject({ ...ordered, name: text, icon: media, certificateFile: media }),
};

/** The ESG pillar carousel. */
export const pillarLists: ContentType = {
  collection: 'pillarLists',
  format: 'yaml',
  schema: z.strictObject({
    ...ordered,
    title: text,
    description: text,
    image: media,
    alternativeText: text,
  }),
};
