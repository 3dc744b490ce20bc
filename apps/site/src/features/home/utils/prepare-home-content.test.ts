import { describe, expect, it } from 'vitest';
import type { HomeResult } from '../types.ts';
import { prepareHomeContent } from './prepare-home-content.ts';

const slide = (orderId: number, title: string, subTitle: string) => ({
  id: `s${orderId}`,
  title,
  subTitle,
  content_type: 'Image' as const,
  orderId,
  content_url: `/media/hero/${orderId}.jpg`,
  mobileImage: null,
  alternativeText: null,
  alternativeTextMobile: null,
  cta_text: null,
  url: null,
  external: false,
  addShadow: false,
  countDownTimer: false,
  countDownDeadLine: null,
  countDownUrl: null,
});

const home: HomeResult = {
  heroImages: [
    slide(2, 'Short', 'Short too'),
    slide(1, 'A very long hero title that goes on and on past fifty characters', 'x'.repeat(120)),
  ],
  exploreRanges: [],
  featuredProducts: [
    {
      id: 'p',
      orderId: 1,
      type: null,
      title: 'P',
      shortDescription: null,
      longDescription: null,
      bgColor: '#ffffff',
      imageAlignment: null,
      image: null,
      url: null,
      cta_text: null,
      external: false,
    },
  ],
  customerDetails: [],
  newsUpdates: Array.from({ length: 8 }, (_, i) => ({
    id: `n${i}`,
    title: `${'Energy labels explained: what A to G means for LED lighting '.repeat(2)}${i}`,
    date: '2026-11-01',
    description: `**Bold** [link](https://x.test) ${'word '.repeat(100)}`,
    pageSlug: `news-${i}`,
    image: null,
    alternativeText: null,
    embedUrl: i === 0 ? 'https://www.youtube.com/embed/abcdefghijk' : null,
    news_category: { newsType: 'product-news', displayName: 'Product news' },
  })),
  ourClient: [],
  homePageHeading: null,
};

describe('prepareHomeContent', () => {
  const view = prepareHomeContent(home, 'fr');

  it('orders the hero by orderId and cuts its texts for phones (50 and 90 characters)', () => {
    expect(view.heroImages.map((s) => s.id)).toEqual(['s1', 's2']);
    const first = view.heroImages[0]!;
    expect(first.title).toBe('A very long hero title that goes on and on past fifty characters');
    expect([...first.mobileTitle!]).toHaveLength(51);
    expect(first.mobileTitle!.endsWith('…')).toBe(true);
    expect([...first.mobileSubTitle!]).toHaveLength(91);
    expect(view.heroImages[1]!.mobileTitle).toBe('Short');
  });

  it('keeps 6 news cards with the date formatted, the title cut at 65 and a plain summary', () => {
    expect(view.newsUpdates).toHaveLength(6);
    const card = view.newsUpdates[0]!;
    expect(card.dateLabel).toBe('1er novembre 2026');
    expect([...card.title]).toHaveLength(66);
    expect(card.summary?.startsWith('Bold link word')).toBe(true);
    expect([...card.summary!].length).toBeLessThanOrEqual(301);
    expect(card.summary!.endsWith('…')).toBe(true);
    expect(card.isVideo).toBe(true);
    expect(card.category).toBe('Product news');
    expect(card).not.toHaveProperty('description');
  });

  it('chooses dark text on a light featured card', () => {
    expect(view.featuredProducts[0]!.tone).toBe('dark');
  });
});
