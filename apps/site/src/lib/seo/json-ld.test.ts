import { describe, expect, it } from 'vitest';
import { organizationJsonLd, productJsonLd } from './json-ld.ts';

describe('organizationJsonLd', () => {
  it('describes the organisation with an absolute logo, profiles and contact points', () => {
    expect(
      organizationJsonLd({
        name: 'Lumen',
        url: 'https://www.example.co.uk/',
        logo: '/logo.svg',
        sameAs: ['https://www.linkedin.com/company/example'],
        contactPoints: [{ telephone: '+44 20 0000 0000', areaServed: 'GB' }],
      }),
    ).toEqual({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Lumen',
        url: 'https://www.example.co.uk/',
        logo: 'https://www.example.co.uk/logo.svg',
        sameAs: ['https://www.linkedin.com/company/example'],
        contactPoint: [
          {
            '@type': 'ContactPoint',
            telephone: '+44 20 0000 0000',
            contactType: 'customer support',
            areaServed: 'GB',
          },
        ],
      },
    });
  });

  it('leaves out what it was not given', () => {
    const ld = organizationJsonLd({ name: 'Lumen', url: 'https://x.test/' }) as Record<
      string,
      object
    >;
    expect(Object.keys(ld['script:ld+json']!)).toEqual(['@context', '@type', 'name', 'url']);
  });
});

describe('product JSON-LD', () => {
  it('describes a product by name, SKU, EAN and brand', () => {
    const tag = productJsonLd({
      name: 'AURA 5W',
      sku: 'DLAUR05-001018',
      gtin13: '5060872515427',
      url: 'https://x.test/products/downlights/aura',
      image: 'https://x.test/thumb/1/a.jpg?width=600&height=600',
      brand: 'Lumen',
      category: 'Downlights',
    }) as { 'script:ld+json': Record<string, unknown> };
    expect(tag['script:ld+json']).toMatchObject({
      '@type': 'Product',
      sku: 'DLAUR05-001018',
      mpn: 'DLAUR05-001018',
      gtin13: '5060872515427',
      brand: { '@type': 'Brand', name: 'Lumen' },
    });
    const noEan = productJsonLd({ name: 'x', sku: 'y', gtin13: '12', url: 'u', brand: 'b' }) as {
      'script:ld+json': Record<string, unknown>;
    };
    expect(noEan['script:ld+json']).not.toHaveProperty('gtin13');
  });
});
