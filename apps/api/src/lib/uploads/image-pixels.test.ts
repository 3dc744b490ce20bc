import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { flatImage } from '#src/testing/images.ts';
import { IMAGE_HEAD_BYTES, imagePixels } from './image-pixels.ts';

describe('imagePixels', () => {
  it('reads width times height of JPEG, PNG and each kind of WebP from the header', async () => {
    const types = {
      jpeg: 'image/jpeg',
      png: 'image/png',
      webp: 'image/webp',
      'webp-lossless': 'image/webp',
    } as const;
    for (const [format, type] of Object.entries(types)) {
      const bytes = await flatImage(400, 300, format as keyof typeof types);
      expect(await imagePixels(type, bytes), format).toBe(120_000);
    }
    // A WebP with an alpha channel or metadata starts with the extended header (VP8X).
    const extended = await sharp({
      create: { width: 501, height: 301, channels: 4, background: '#8a9bb0aa' },
    })
      .webp()
      .withExif({ IFD0: { Copyright: 'Lumen' } })
      .toBuffer();
    expect(extended.toString('latin1', 12, 16)).toBe('VP8X');
    expect(await imagePixels('image/webp', extended)).toBe(501 * 301);
  });

  it('needs only the start of the file, even after a large EXIF block', async () => {
    const photo = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .withExif({ IFD0: { ImageDescription: 'x'.repeat(60_000) } })
      .jpeg()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(IMAGE_HEAD_BYTES);
    expect(await imagePixels('image/jpeg', photo.subarray(0, IMAGE_HEAD_BYTES))).toBe(1_080_000);
    const webp = await sharp(photo).webp().toBuffer();
    expect(await imagePixels('image/webp', webp.subarray(0, 64))).toBe(1_080_000);
  });

  it('says nothing for a PDF, or bytes that only start like an image', async () => {
    expect(await imagePixels('application/pdf', Buffer.from('%PDF-1.7\n'))).toBeNull();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1000, 7)]);
    expect(await imagePixels('image/jpeg', fake)).toBeNull();
    expect(await imagePixels('image/webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBeNull();
  });
});
