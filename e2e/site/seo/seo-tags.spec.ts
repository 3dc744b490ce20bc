import { expect, test } from '@playwright/test';
import { E2E_PORTS, E2E_SITE_URL, editionUrl } from '../../ports.ts';

const attr = (html: string, re: RegExp) => html.match(re)?.[1];

test('the home page carries its SEO tags in the server HTML', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<html lang="en-GB">/);
  // Title, description and share image come from the home page's SEO fields in content.
  expect(html).toContain('<title>Lumen Lighting | Commercial and domestic LED lighting</title>');
  expect(attr(html, /<meta name="description" content="([^"]+)"/)).toMatch(
    /^LED downlights, panels/,
  );
  expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBe(
    `${E2E_SITE_URL}/media/content/og/home.jpg`,
  );
  expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${E2E_SITE_URL}/`);

  const alternates = [
    ...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g),
  ].map((m) => [m[1], m[2]]);
  expect(alternates).toEqual([
    ['en-GB', `${E2E_SITE_URL}/`],
    ['fr-FR', `${editionUrl('fr')}/`],
    ['en-AU', `${editionUrl('au')}/`],
    ['en-NZ', `${editionUrl('nz')}/`],
    ['x-default', `${E2E_SITE_URL}/`],
  ]);

  for (const property of [
    'og:title',
    'og:description',
    'og:url',
    'og:type',
    'og:locale',
    'og:site_name',
  ]) {
    expect(html, property).toContain(`<meta property="${property}"`);
  }
  const ld = JSON.parse(
    attr(html, /<script type="application\/ld\+json">([^<]+)<\/script>/) ?? '{}',
  );
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    url: `${E2E_SITE_URL}/`,
  });
});

test("each edition's server HTML is in its language with its own canonical URL", async ({
  request,
}) => {
  for (const [edition, locale] of [
    ['fr', 'fr-FR'],
    ['au', 'en-AU'],
    ['nz', 'en-NZ'],
  ] as const) {
    // Node cannot resolve *.localhost, so ask the gateway by address and name the host.
    const res = await request.get(`http://127.0.0.1:${E2E_PORTS.site}/`, {
      headers: { host: `${edition}.localhost:${E2E_PORTS.site}` },
    });
    const html = await res.text();
    expect(html, edition).toContain(`<html lang="${locale}">`);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/), edition).toBe(
      `${editionUrl(edition)}/`,
    );
    expect(html).toContain(`<meta property="og:locale" content="${locale.replace('-', '_')}"/>`);
  }
});
