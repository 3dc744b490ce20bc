import sharp from 'sharp';
import type { UploadFileType } from '@lumen/validation';

/**
 * How much of an image's start is kept to read its size: PNG, WebP and HEIC say it in their
 * first bytes, a JPEG after its metadata segments (EXIF, colour profile), which stay well
 * under this in photos and scans.
 */
export const IMAGE_HEAD_BYTES = 512 * 1024;

/**
 * A WebP's canvas size, from its first chunk (RFC 9649): libwebp reads only whole files, so
 * sharp cannot tell it from the start of a large one.
 */
function webpPixels(head: Buffer): number | null {
  if (head.length < 30) return null;
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return (head.readUIntLE(24, 3) + 1) * (head.readUIntLE(27, 3) + 1);
  if (chunk === 'VP8 ' && head.readUIntBE(23, 3) === 0x9d012a)
    return (head.readUInt16LE(26) & 0x3fff) * (head.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L' && head[20] === 0x2f) {
    const bits = head.readUInt32LE(21);
    return ((bits & 0x3fff) + 1) * (((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}

/**
 * Width times height of an uploaded image, read from its header only (nothing is decoded),
 * or null when `head` does not say it: not an image, or one whose header lies past the head.
 */
export async function imagePixels(type: UploadFileType, head: Buffer): Promise<number | null> {
  if (type === 'application/pdf') return null;
  if (type === 'image/webp') return webpPixels(head);
  try {
    const { width, height } = await sharp(head).metadata();
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}
