import { describe, expect, it } from 'vitest';
import {
  caseStudyMediaKind,
  extractVideoId,
  isProductImageFile,
  isShortVideo,
  pickProductImage,
  videoEmbedUrl,
  videoThumbnailUrl,
} from './media.ts';

const ID = 'dQw4w9WgXcQ';

describe('extractVideoId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/live/${ID}?feature=shared`,
    `  https://youtu.be/${ID}  `,
    ID,
  ])('finds the id in %s', (link) => {
    expect(extractVideoId(link)).toBe(ID);
  });

  it('plays nothing unless the id is exactly 11 characters', () => {
    expect(extractVideoId('https://youtu.be/dQw4w9WgXc')).toBeNull();
    expect(extractVideoId('https://youtu.be/dQw4w9WgXcQQ')).toBeNull();
    expect(extractVideoId('https://www.youtube.com/watch?v=')).toBeNull();
    expect(extractVideoId('https://vimeo.com/123456789')).toBeNull();
    expect(extractVideoId('')).toBeNull();
    expect(extractVideoId(undefined)).toBeNull();
  });

  it('rejects ids that could break out of the embed URL', () => {
    expect(extractVideoId('https://youtu.be/"><script>')).toBeNull();
    expect(extractVideoId('abc def ghi')).toBeNull();
  });
});

describe('video helpers', () => {
  it('spots shorts', () => {
    expect(isShortVideo(`https://www.youtube.com/shorts/${ID}`)).toBe(true);
    expect(isShortVideo(`https://youtu.be/${ID}`)).toBe(false);
    expect(isShortVideo(null)).toBe(false);
  });

  it('builds embed and thumbnail addresses', () => {
    expect(videoEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?rel=0`);
    expect(videoEmbedUrl(ID, { isAutoplay: true })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?rel=0&autoplay=1`,
    );
    expect(videoThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
  });
});

const media = (filename: string | null, isMainMedia = false) => ({
  isMainMedia,
  languages: [{ filename }],
});

describe('pickProductImage', () => {
  it('prefers the main media', () => {
    expect(pickProductImage([media('a.jpg'), media('b.png', true), media('c.jpg')])).toBe('b.png');
  });

  it('otherwise takes the first image', () => {
    expect(pickProductImage([media('a.jpg'), media('b.png')])).toBe('a.jpg');
  });

  it('skips files that are not png, jpg, jpeg or svg, even when main', () => {
    expect(
      pickProductImage([media('datasheet.pdf', true), media('install.mp4'), media('c.JPEG')]),
    ).toBe('c.JPEG');
    expect(pickProductImage([media('logo.svg')])).toBe('logo.svg');
    expect(pickProductImage([media('photo.webp'), media('photo.gif')])).toBeNull();
  });

  it('copes with missing data', () => {
    expect(pickProductImage(undefined)).toBeNull();
    expect(pickProductImage([])).toBeNull();
    expect(
      pickProductImage([
        null,
        { isMainMedia: true },
        { languages: null },
        media(null),
        media('x.png'),
      ]),
    ).toBe('x.png');
  });
});

describe('file kinds', () => {
  it('reads extensions case-insensitively and ignores queries', () => {
    expect(isProductImageFile('A.PNG')).toBe(true);
    expect(isProductImageFile('a.png?width=300')).toBe(true);
    expect(isProductImageFile('folder.png/file')).toBe(false);
    expect(isProductImageFile('noextension')).toBe(false);
  });

  it('tells case study images from videos', () => {
    expect(caseStudyMediaKind('/media/site.webp')).toBe('image');
    expect(caseStudyMediaKind('/media/site.JPG')).toBe('image');
    expect(caseStudyMediaKind('/media/walkthrough.mp4')).toBe('video');
  });
});
