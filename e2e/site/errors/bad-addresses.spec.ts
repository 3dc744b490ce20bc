import { expect, test } from '@playwright/test';
import { fetchAsBrowser } from '../../fixtures/editions.ts';
import { gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

/*
 * Addresses no page can have: slugs and queries at and past the API's 200-character limit,
 * control characters, malformed percent-encodings, unknown French names. Each gets the
 * site's styled 404 page, with its header and footer, in the edition's language; never the
 * 500 page, and never a bare server message.
 */

const x = (n: number) => 'x'.repeat(n);

const NOT_FOUND = [
  `/products/${x(200)}`,
  `/products/${x(201)}`,
  `/products/${x(2000)}`,
  '/products/%00',
  '/products/down%00lights',
  '/products/%E0%A4%A',
  '/products/%',
  '/products/spots-l%C3%A8che-mur-inconnus',
  `/products/downlights/${x(200)}`,
  `/products/downlights/${x(201)}`,
  `/products/downlights/${x(2000)}`,
  '/products/downlights/%00',
  '/products/downlights/%E0%A4%A',
  '/products/%E0%A4%A/%E0%A4%A',
  '/products/spots-encastres/spot-l%C3%A8che-mur-inconnu',
  `/select-range?category=${x(200)}`,
  `/select-range?category=${x(201)}`,
  `/select-range?categorySlug=${x(2000)}`,
  `/select-range?category=Downlights&categorySlug=${x(201)}`,
  '/select-range?category=%00',
  '/select-range?categorySlug=%E0%A4%A',
  '/select-range?category=Luminaires%20inconnus%20%C3%A0%20d%C3%A9tecteur',
  `/products?name=${x(201)}`,
  `/products?name=${x(2000)}`,
  '/products?name=%E0%A4%A',
  '/products?name=%00',
  '/products?name=%2F',
  '/products?name=%E2%80%99%20!',
  '/%E0%A4%A',
  `/${x(2000)}`,
];

/** Queries a listing does not need: ignored, the page still lists its products. */
const LISTED_ANYWAY = [
  `/products/downlights?sort=${x(2000)}`,
  `/products/downlights?subCategory=${x(201)}`,
  '/products/downlights?CCT=%00',
  '/products/downlights?CCT=%E0%A4%A',
  `/products/downlights?page=${x(201)}&size=%00`,
  `/products/downlights?rangeFilter=${x(201)}`,
];

const LANGUAGES = {
  uk: { lang: 'en-GB', title: 'Page not found', nav: 'Main navigation' },
  fr: { lang: 'fr-FR', title: 'Page introuvable', nav: 'Navigation principale' },
} as const;

for (const edition of ['uk', 'fr'] as const) {
  const expected = LANGUAGES[edition];

  test(`the ${edition} edition answers its styled 404 page to every address no page has`, async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const failures: string[] = [];
    for (const path of NOT_FOUND) {
      const res = await fetchAsBrowser(request, `${editionUrl(edition)}${path}`);
      const problems = [
        res.status !== 404 && `status ${res.status}`,
        !res.contentType.startsWith('text/html') && `type ${res.contentType}`,
        !res.body.includes(`<html lang="${expected.lang}"`) && 'language',
        !res.body.includes(`>${expected.title}</h1>`) && 'heading',
        // The chrome: the header's main menu and the footer.
        !res.body.includes(`aria-label="${expected.nav}"`) && 'menu',
        !res.body.includes('<footer') && 'footer',
      ].filter(Boolean);
      if (problems.length) failures.push(`${path.slice(0, 80)}: ${problems.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  test(`the ${edition} edition ignores listing queries it cannot use`, async ({ request }) => {
    const failures: string[] = [];
    for (const path of LISTED_ANYWAY) {
      const res = await fetchAsBrowser(request, `${editionUrl(edition)}${path}`);
      if (res.status !== 200 || !res.body.includes(`<html lang="${expected.lang}"`))
        failures.push(`${path.slice(0, 80)}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
}

test('a malformed address shows the styled 404 page in the browser too', async ({ page }) => {
  const res = await gotoHydrated(page, `${editionUrl('fr')}/products/%E0%A4%A`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
