import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, pageBreadcrumbJsonLd } from '#src/lib/seo/breadcrumb-json-ld.ts';
import { frenchSeoContext } from '#src/testing/fixtures.ts';

describe('breadcrumbJsonLd', () => {
  it('numbers the breadcrumb from 1 and leaves the current page without a URL', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://x.test/' },
        { name: 'Downlights', url: 'https://x.test/products/downlights' },
        { name: 'AURA 5W' },
      ]),
    ).toEqual({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Downlights',
            item: 'https://x.test/products/downlights',
          },
          { '@type': 'ListItem', position: 3, name: 'AURA 5W' },
        ],
      },
    });
  });
});

describe('pageBreadcrumbJsonLd', () => {
  const seo = frenchSeoContext;
  type List = { itemListElement: { name: string; item?: string }[] };
  const names = (tag: ReturnType<typeof breadcrumbJsonLd>) =>
    (tag as { 'script:ld+json': List })['script:ld+json'].itemListElement.map((i) => [
      i.name,
      i.item,
    ]);

  it('leads from the edition’s home page through the parents to the page, every URL absolute', () => {
    expect(
      names(
        pageBreadcrumbJsonLd(seo, {
          home: 'Accueil',
          name: 'Écrivez-nous',
          path: '/contact/write-to-us',
          parents: [{ name: 'Contact', path: '/contact' }],
        }),
      ),
    ).toEqual([
      ['Accueil', 'https://www.example.fr/'],
      ['Contact', 'https://www.example.fr/contact'],
      ['Écrivez-nous', 'https://www.example.fr/contact/write-to-us'],
    ]);
  });

  it('is Home > the page without parents', () => {
    expect(
      names(
        pageBreadcrumbJsonLd(seo, { home: 'Accueil', name: 'Garantie', path: '/on-site-warranty' }),
      ),
    ).toEqual([
      ['Accueil', 'https://www.example.fr/'],
      ['Garantie', 'https://www.example.fr/on-site-warranty'],
    ]);
  });
});
