import { NEWS_COUNTRY_FLAGS } from '@lumen/i18n';
import { z } from 'zod';
import type { ContentType } from '../define.ts';
import { embedUrl, isoDate, isoDateTime, media, order, slug, text } from '../fields.ts';

export const newsUpdates: ContentType = {
  collection: 'newsUpdates',
  format: 'md',
  body: 'description',
  references: { news_category: 'newsCategories' },
  schema: z.strictObject({
    title: text,
    date: isoDate,
    published_at: isoDateTime,
    pageSlug: slug,
    news_category: text,
    /** Which editions list the item (spec §2 News). */
    publish_in_country: z.strictObject(
      Object.fromEntries(NEWS_COUNTRY_FLAGS.map((f) => [f, z.boolean()])) as Record<
        (typeof NEWS_COUNTRY_FLAGS)[number],
        z.ZodBoolean
      >,
    ),
    sustainabilityArticle: z.boolean(),
    image: media,
    alternativeText: text,
    alternativeTextDetailPage: text,
    /** A video makes the item video news. */
    embedUrl: embedUrl.nullable(),
    description: text,
    seoTitle: text,
    seoDescription: text,
    seoKeywords: text.nullable().optional(),
    ogImage: media.optional(),
  }),
};

export const newsCategories: ContentType = {
  collection: 'newsCategories',
  format: 'yaml',
  schema: z.strictObject({ orderId: order, displayName: text }),
};

export const newsYearLabels: ContentType = {
  collection: 'newsYearLabels',
  format: 'yaml',
  schema: z.strictObject({
    yearKey: z.string().regex(/^\d{4}$/, 'must be a year, e.g. "2026" (in quotes)'),
    yearLabel: text,
  }),
};

/** The /news page's banner, tab names, filter labels and SEO (spec §7 newsHeader). */
export const newsHeader: ContentType = {
  collection: 'newsHeader',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    title: text,
    description: text,
    heroImage: media,
    alternativeText: text,
    latestTabTitle: text,
    archivedTabTitle: text,
    searchPlaceholder: text,
    categoryLabel: text,
    allCategoriesText: text,
    yearLabel: text,
    allYearsText: text,
    noNewsText: text,
    readMoreText: text,
    backButtonText: text,
    seoTitle: text,
    seoDescription: text,
    seoKeywords: text.optional(),
    ogImage: media.optional(),
  }),
};
