import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff-file-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('sniffFileType', () => {
  it('knows each accepted type by its first bytes', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n%'))).toBe('application/pdf');
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('image/jpeg');
    expect(sniffFileType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toBe('image/png');
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffFileType(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBe('image/heic');
    expect(sniffFileType(bytes([0, 0, 0, 0x1c], 'ftypmif1'))).toBe('image/heic');
  });

  it('refuses lookalikes and everything else', () => {
    expect(sniffFileType(bytes('<html><body>'))).toBeNull();
    expect(sniffFileType(bytes('PK', [3, 4], 'docx..'))).toBeNull();
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    // An MP4 video is an ISO box file too, with another brand.
    expect(sniffFileType(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBeNull();
    expect(sniffFileType(bytes(' %PDF-'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});
