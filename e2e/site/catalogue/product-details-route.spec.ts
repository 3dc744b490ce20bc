import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { FRENCH_EDITION, frenchSlugs, productHiddenInFrance } from '../../fixtures/catalogue.ts';
import { gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

/*
 * /products/product-details/?productId= (spec §2): a productId that names no product gets
 * the styled 404 page, in the edition's language, with the site's chrome; never a bare body
 * and never the 500 page. No productId goes to Downlights; a product hidden in the country
 * goes to its page, which says 'Product Not Available'.
 */

const route = (id: string) => `/products/product-details/?productId=${encodeURIComponent(id)}`;

const NO_PRODUCT = {
  'a word': 'abc',
  markup: '<script>alert(1)</script>',
  '64 characters': 'A'.repeat(64),
  '65 characters': 'A'.repeat(65),
  'a NUL': '\u0000',
  'a negative number': '-5',
  'a huge number': '9'.repeat(20),
  'an unknown id': '2147483647',
};

async function expectStyled404(
  request: APIRequestContext,
  url: string,
  title: string,
  headers: Record<string, string> = {},
) {
  const res = await request.get(url, { maxRedirects: 0, headers });
  expect(res.status(), url).toBe(404);
  const html = await res.text();
  expect(html.trim(), url).not.toBe('null');
  expect(html, url).toContain(`<title>${title} | Lumen</title>`);
  expect(html, url).toContain('<header');
  expect(html, url).toContain('<footer');
  expect(html, url).toContain('<meta name="robots" content="noindex"/>');
  // Markup in the id is never echoed into the page.
  expect(html, url).not.toContain('<script>alert(1)</script>');
}

test('ids that name no product get the styled 404 page, in English and in French', async ({
  request,
}) => {
  for (const [what, id] of Object.entries(NO_PRODUCT)) {
    await test.step(what, async () => {
      await expectStyled404(request, route(id), 'Page not found');
      await expectStyled404(request, route(id), 'Page introuvable', FRENCH_EDITION);
    });
  }
  // The query-based product route shares the lookup.
  await expectStyled404(request, '/products?productId=abc', 'Page not found');
});

test('no productId, or an empty one, goes to Downlights', async ({ request }) => {
  for (const path of [
    '/products/product-details/',
    '/products/product-details/?productId=',
    '/products/product-details/?productId=%20',
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers().location, path).toMatch(/\/products\/downlights$/);
  }
});

test('the 404 page for a bad productId is the site’s page, in the browser too', async ({
  page,
}) => {
  const res = await gotoHydrated(page, route('<script>alert(1)</script>'));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoAxeViolations(page);

  const fr = await gotoHydrated(page, `${editionUrl('fr')}${route('A'.repeat(65))}`);
  expect(fr?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
});

test('a product hidden in the country, by productId or part number, goes to its page that says so', async ({
  request,
}) => {
  const hidden = await productHiddenInFrance(request);
  const fr = frenchSlugs(hidden);
  const page = `/products/${fr.slugMainCategory}/${fr.slugProduct}`;
  for (const id of [String(hidden.productId), hidden.partnumberManufacturer]) {
    const res = await request.get(route(id), { maxRedirects: 0, headers: FRENCH_EDITION });
    expect(res.status(), id).toBe(302);
    expect(res.headers().location, id).toMatch(new RegExp(`${page}$`));
  }
  const res = await request.get(page, { maxRedirects: 0, headers: FRENCH_EDITION });
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Produit non disponible');
});
