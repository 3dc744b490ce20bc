import { z } from 'zod';
import type { ContentType } from '../define.ts';
import { media, order, slug, text } from '../fields.ts';

export const faqBanner: ContentType = {
  collection: 'faqBanner',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    bannerImage: media,
    alternativeText: text,
    bannerText: text,
    bannerSubtext1: text,
    bannerSubtext2: text,
    categoryLabel: text,
    questionsTitle: text,
    noQuestionsText: text,
    howToVideosTitle: text,
    seoTitle: text,
    seoDescription: text,
    seoKeywords: text,
    ogImage: media,
  }),
};

/** A category and its questions, in the order written; answers are Markdown. */
export const faqCategories: ContentType = {
  collection: 'faqCategories',
  format: 'yaml',
  schema: z.strictObject({
    categoryName: text,
    color: z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour such as #1f6feb'),
    orderId: order,
    faqs: z.array(z.strictObject({ id: slug, question: text, answer: text })).min(1),
  }),
};
