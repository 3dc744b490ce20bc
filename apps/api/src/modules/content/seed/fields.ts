import { z } from 'zod';
import { artworkFor } from './artwork-plan.ts';

/** Copy: any string with something in it (a blank title is a mistake, not a choice). */
export const text = z.string().regex(/\S/, 'must not be blank');

/** A link as the site renders it: a path on the site, a web address, or mailto:/tel:. */
export const link = z
  .string()
  .regex(/^(\/|https?:\/\/|mailto:|tel:)/, 'must start with /, https://, mailto: or tel:');

/** A content image: `/media/content/<folder>/<name>.<ext>`, which the seed draws (artwork-plan.ts). */
export const media = z
  .string()
  .refine(
    (path) => !path.endsWith('.mp4') && artworkFor(path) !== null,
    'must be a /media/content/<folder>/<name>.jpg|webp|png|svg path in a folder artwork-plan.ts knows',
  );

/**
 * A picture or a clip, where the page plays anything that is not a picture as a muted looping
 * video (case-study carousels, spec §2): also `.mp4`, which the seed fills with its clip.
 */
export const mediaOrClip = z
  .string()
  .refine(
    (path) => artworkFor(path) !== null,
    'must be a /media/content/<folder>/<name>.jpg|webp|png|svg|mp4 path in a folder artwork-plan.ts knows',
  );

export const isoDate = z.iso.date('must be a date, YYYY-MM-DD');
export const isoDateTime = z.iso.datetime({
  offset: true,
  message: 'must be a date and time, e.g. 2026-11-22T08:00:00Z',
});

export const order = z.number().int('must be a whole number');

/** A player's embed address; the id after /embed/ has 11 characters (spec §5). */
export const embedUrl = z
  .string()
  .regex(
    /^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/,
    'must be https://www.youtube.com/embed/ and an 11-character video id',
  );

/** A page slug: lower-case words joined by hyphens. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
