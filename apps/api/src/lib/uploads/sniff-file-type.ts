import type { UploadFileType } from '@lumen/validation';

/** Bytes needed to tell every accepted type apart (HEIC's brand ends at byte 12). */
export const SNIFF_BYTES = 12;

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * What a file is, by its first bytes. The browser's Content-Type and the file name are the
 * sender's claims; a store that trusts them can be handed anything (issue 11 point 4, issue 12 point 6).
 */
export function sniffFileType(head: Uint8Array): UploadFileType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  // ISO base media: a box size, then "ftyp" and the major brand.
  if (ascii(4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(8, 12))) return 'image/heic';
  return null;
}
