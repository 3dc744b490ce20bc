import { CATALOGUE_FRAME_ORIGIN } from '@lumen/validation/publications';
import { z } from 'zod';
import { FieldError, type ContentType } from '../define.ts';
import { link, media, order, slug, text } from '../fields.ts';

/**
 * How many page images a flipbook may have: the full catalogue has 434 (spec §9); the seed
 * draws each one, so a typo of 43400 must not fill the disk.
 */
const pageCount = z.number().int().min(1, 'must be at least 1').max(600, 'must be at most 600');

const header = z.strictObject({
  title: text,
  description: text,
  heroImage: media,
  alternativeText: text,
  seoTitle: text,
  seoDescription: text,
  ogImage: media.optional(),
});

/** The /product-catalogue banner and labels. */
export const catalogueHeader: ContentType = {
  collection: 'catalogueHeader',
  format: 'yaml',
  singleton: true,
  schema: header.extend({
    /** The download dialog's heading; the catalogue's title follows it. */
    downloadDialogTitle: text,
    noCataloguesText: text,
  }),
};

/** A year heading on /product-catalogue; catalogues name theirs by id. */
export const catalogueYears: ContentType = {
  collection: 'catalogueYears',
  format: 'yaml',
  schema: z.strictObject({
    year: z.string().regex(/^\d{4}$/, 'must be a year, e.g. "2026" (in quotes)'),
  }),
};

export const catalogues: ContentType = {
  collection: 'catalogues',
  format: 'yaml',
  references: { year: 'catalogueYears' },
  /** One of the two ways to view a catalogue, never both and never neither. */
  prepare(data, { locale }) {
    const hasFrame = data.iframeUrl != null;
    const hasPages = data.pageCount != null;
    if (hasFrame && hasPages)
      throw new FieldError('pageCount', 'give iframeUrl or pageCount, not both');
    if (locale === 'en-GB' && !hasFrame && !hasPages)
      throw new FieldError('pageCount', 'give iframeUrl or pageCount');
    return data;
  },
  schema: z.strictObject({
    title: text,
    description: text,
    coverImage: media,
    alternativeText: text,
    /** The external marketing form the download dialog shows for this catalogue. */
    formId: text,
    orderId: order,
    pageSlug: slug,
    year: text,
    downloadCta: text,
    viewOnlineCta: text,
    /** A hosted flipbook: the viewer shows this frame instead of the page images. */
    iframeUrl: z
      .string()
      .refine(
        (url) => url.startsWith(`${CATALOGUE_FRAME_ORIGIN}/`),
        `must start with ${CATALOGUE_FRAME_ORIGIN}/ (the one frame origin the site allows)`,
      )
      .nullable(),
    /** Page images the seed draws: /media/content/catalogue-pages/{pageSlug}-001.webp on. */
    pageCount: pageCount.nullable(),
  }),
};

/** The /lighting-guides banner. */
export const brochureHeader: ContentType = {
  collection: 'brochureHeader',
  format: 'yaml',
  singleton: true,
  schema: header.extend({ noBrochuresText: text }),
};

export const brochures: ContentType = {
  collection: 'brochures',
  format: 'yaml',
  schema: z.strictObject({
    title: text,
    description: text,
    coverImage: media,
    alternativeText: text,
    orderId: order,
    pageSlug: slug,
    /** The PDF the download button fetches (the seed draws it from the page images). */
    downloadFile: link,
    downloadCta: text,
    viewOnlineCta: text,
    /** Page images the seed draws: /media/content/brochure-pages/{pageSlug}-001.webp on. */
    pageCount,
  }),
};
