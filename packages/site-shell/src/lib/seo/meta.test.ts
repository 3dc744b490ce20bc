import { describe, expect, it } from 'vitest';
import { seoMeta } from '#src/lib/seo/meta.ts';
import { frenchSeoContext } from '#src/testing/fixtures.ts';

const ctx = frenchSeoContext;

const find = (tags: ReturnType<typeof seoMeta>, pred: (t: Record<string, unknown>) => boolean) =>
  tags.filter((t) => pred(t as Record<string, unknown>)) as Record<string, unknown>[];

describe('seoMeta', () => {
  const tags = seoMeta(ctx, {
    title: 'FAQ',
    description: 'Questions fréquentes',
    path: '/customers/?customer=acme',
    image: '/media/og/faq.jpg',
  });

  it('sets the title with the site name and the description', () => {
    expect(tags).toContainEqual({ title: 'FAQ | Lumen' });
    expect(tags).toContainEqual({ name: 'description', content: 'Questions fréquentes' });
  });

  it("links the canonical URL on the edition's origin, keeping the identifying query", () => {
    expect(find(tags, (t) => t.rel === 'canonical')).toEqual([
      {
        tagName: 'link',
        rel: 'canonical',
        href: 'https://www.example.fr/customers/?customer=acme',
      },
    ]);
  });

  it('lists hreflang alternates for the four locales and x-default', () => {
    const alternates = find(tags, (t) => t.rel === 'alternate').map((t) => [t.hrefLang, t.href]);
    expect(alternates).toEqual([
      ['en-GB', 'https://www.example.co.uk/customers/?customer=acme'],
      ['fr-FR', 'https://www.example.fr/customers/?customer=acme'],
      ['en-AU', 'https://www.example.com.au/customers/?customer=acme'],
      ['en-NZ', 'https://www.example.co.nz/customers/?customer=acme'],
      ['x-default', 'https://www.example.co.uk/customers/?customer=acme'],
    ]);
  });

  it('adds Open Graph tags with an absolute image and the locale', () => {
    const og = Object.fromEntries(
      find(tags, (t) => typeof t.property === 'string' && t.property !== 'og:locale:alternate').map(
        (t) => [t.property, t.content],
      ),
    );
    expect(og).toEqual({
      'og:type': 'website',
      'og:site_name': 'Lumen',
      'og:title': 'FAQ',
      'og:description': 'Questions fréquentes',
      'og:url': 'https://www.example.fr/customers/?customer=acme',
      'og:locale': 'fr_FR',
      'og:image': 'https://www.example.fr/media/og/faq.jpg',
    });
    expect(find(tags, (t) => t.property === 'og:locale:alternate').map((t) => t.content)).toEqual([
      'en_GB',
      'en_AU',
      'en_NZ',
    ]);
  });

  it('does not repeat the site name and can keep a page out of search results', () => {
    const home = seoMeta(ctx, { title: 'Lumen', description: 'd', path: '/', noIndex: true });
    expect(home).toContainEqual({ title: 'Lumen' });
    expect(home).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(find(home, (t) => t.property === 'og:image')).toEqual([]);
  });
});

describe('seoMeta with per-locale paths', () => {
  it('points each hreflang alternate and x-default at the path in that language', () => {
    const tags = seoMeta(ctx, {
      title: 'Spots encastrés',
      description: 'd',
      path: '/products/spots-encastres',
      localePaths: {
        'en-GB': '/products/downlights',
        'en-AU': '/products/downlights',
        'en-NZ': '/products/downlights',
      },
    });
    const alternates = find(tags, (t) => t.rel === 'alternate').map((t) => [t.hrefLang, t.href]);
    expect(alternates).toEqual([
      ['en-GB', 'https://www.example.co.uk/products/downlights'],
      ['fr-FR', 'https://www.example.fr/products/spots-encastres'],
      ['en-AU', 'https://www.example.com.au/products/downlights'],
      ['en-NZ', 'https://www.example.co.nz/products/downlights'],
      ['x-default', 'https://www.example.co.uk/products/downlights'],
    ]);
    expect(find(tags, (t) => t.rel === 'canonical')[0]?.href).toBe(
      'https://www.example.fr/products/spots-encastres',
    );
  });
});

describe('seoMeta for a page in fewer locales (promotion pages: en-GB only)', () => {
  const tags = seoMeta(ctx, {
    title: 'Golden Ticket',
    description: 'Enter the draw',
    path: '/goldenticket',
    locales: ['en-GB'],
  });

  it('names only the en-GB alternate and x-default', () => {
    const alternates = find(tags, (t) => t.rel === 'alternate').map((t) => [t.hrefLang, t.href]);
    expect(alternates).toEqual([
      ['en-GB', 'https://www.example.co.uk/goldenticket'],
      ['x-default', 'https://www.example.co.uk/goldenticket'],
    ]);
  });

  it('is canonical on the en-GB edition when another edition renders it', () => {
    expect(find(tags, (t) => t.rel === 'canonical')[0]?.href).toBe(
      'https://www.example.co.uk/goldenticket',
    );
    expect(find(tags, (t) => t.property === 'og:locale:alternate')).toEqual([
      { property: 'og:locale:alternate', content: 'en_GB' },
    ]);
  });
});

describe('seoMeta for a page only some editions publish (news flagged for Australia and NZ)', () => {
  const tags = seoMeta(ctx, {
    title: 'Auckland hospital',
    description: 'An emergency lighting upgrade',
    path: '/news/auckland-hospital',
    locales: ['en-AU', 'en-NZ'],
  });

  it('names only those editions, and x-default is the first of them, never a redirect', () => {
    const alternates = find(tags, (t) => t.rel === 'alternate').map((t) => [t.hrefLang, t.href]);
    expect(alternates).toEqual([
      ['en-AU', 'https://www.example.com.au/news/auckland-hospital'],
      ['en-NZ', 'https://www.example.co.nz/news/auckland-hospital'],
      ['x-default', 'https://www.example.com.au/news/auckland-hospital'],
    ]);
  });
});
