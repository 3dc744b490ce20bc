import sharp from 'sharp';

/**
 * A real image of a flat colour: tiny files whatever their size in pixels, which is what a
 * decompression bomb looks like. `interlaced` is the PNG the slow thumbnails were drawn from.
 */
export function flatImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'webp-lossless',
  { interlaced = false } = {},
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#8a9bb0' } });
  if (format === 'png') return image.png({ progressive: interlaced }).toBuffer();
  if (format === 'jpeg') return image.jpeg({ progressive: interlaced }).toBuffer();
  return image.webp({ lossless: format === 'webp-lossless' }).toBuffer();
}

/** The probe's picture: 7000 x 7000 (49 MP), interlaced, about 170 KB. */
export const hugePng = () => flatImage(7000, 7000, 'png', { interlaced: true });
