import { z } from 'zod';
import type { ContentType } from '../define.ts';
import { embedUrl, isoDateTime, media, order, slug, text } from '../fields.ts';

export const howToVideos: ContentType = {
  collection: 'howToVideos',
  format: 'yaml',
  references: { video_type: 'videoTypes' },
  schema: z.strictObject({
    heading: text,
    /** The video type (/videos/{pageSlug}) the video is listed under: a videoTypes id. */
    video_type: text,
    embedUrl,
    posterImage: media,
    alternativeText: text,
    published_at: isoDateTime,
    /** Short (portrait) videos play in a narrower player (spec §5). */
    shortVideo: z.boolean(),
    /** Part numbers and ranges of the products the video is about: their pages show it. */
    productSkuList: z.array(text),
    productRanges: z.array(text),
  }),
};

/** A card on /videos and the page /videos/{pageSlug} (spec §3 Video type). */
export const videoTypes: ContentType = {
  collection: 'videoTypes',
  format: 'yaml',
  schema: z.strictObject({
    orderId: order,
    name: text,
    description: text,
    pageSlug: slug,
    image: media,
    alternativeText: text,
    seoTitle: text,
    seoDescription: text,
    ogImage: media.optional(),
  }),
};

/** The /videos banner and the labels of the video pages. */
export const videosHeader: ContentType = {
  collection: 'videosHeader',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    heading: text,
    subText: text,
    heroImage: media,
    alternativeText: text,
    searchPlaceholder: text,
    /** After a type card's count: "12 videos available". */
    availableLabel: text,
    noVideoText: text,
    backButton: text,
    seoTitle: text,
    seoDescription: text,
    ogImage: media.optional(),
  }),
};
