import { z } from 'zod';
import type { ContentType } from '../define.ts';
import { embedUrl, isoDateTime, media, text } from '../fields.ts';

export const howToVideos: ContentType = {
  collection: 'howToVideos',
  format: 'yaml',
  schema: z.strictObject({
    heading: text,
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
