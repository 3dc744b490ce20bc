import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from './json-ld.ts';

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
