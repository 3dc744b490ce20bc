import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  FRENCH_VISITOR,
  frenchSlugs,
  productHiddenInFrance,
  productShownEverywhere,
} from '../../fixtures/catalogue.ts';

const FRENCH = FRENCH_VISITOR;

/** The first answer for a path, not following redirects. */
async function answer(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const res = await request.get(path, { maxRedirects: 0, headers });
  return { status: res.status(), location: res.headers().location ?? null };
}
const to = (path: string) =>
  expect.stringMatching(new RegExp(`^(https?://[^/]+)?${path.replace(/[?]/g, '\\?')}$`));

test.describe('catalogue redirects (spec §2: real HTTP redirects from the server)', () => {
  test('/products?name= rewrites to the slug of the name, Downlights by default', async ({
    request,
  }) => {
    expect(await answer(request, '/products?name=Downlights')).toEqual({
      status: 301,
      location: to('/products/downlights'),
    });
    expect(await answer(request, '/products')).toEqual({
      status: 301,
      location: to('/products/downlights'),
    });
    expect(await answer(request, '/products?name=Fire%20Rated%20Downlights')).toEqual({
      status: 301,
      location: to('/products/fire-rated-downlights'),
    });
  });

  test('the translated-category check sends each language to its own slug', async ({ request }) => {
    expect(await answer(request, '/products/spots-encastres?CCT=3000K')).toEqual({
      status: 302,
      location: to('/products/downlights?CCT=3000K'),
    });
    expect(await answer(request, '/products/downlights?sort=a-zSort', FRENCH)).toEqual({
      status: 302,
      location: to('/products/spots-encastres?sort=a-zSort'),
    });
    expect((await answer(request, '/products/spots-encastres', FRENCH)).status).toBe(200);
    // A sub category opens its main category filtered on it.
    expect(await answer(request, '/products/fire-rated-downlights')).toEqual({
      status: 302,
      location: to('/products/downlights?subCategory=fire-rated-downlights'),
    });
    expect((await answer(request, '/products/no-such-thing')).status).toBe(404);
  });

  test('product-details routes look the product up and redirect; no productId goes to Downlights', async ({
    request,
  }) => {
    const product = await productShownEverywhere(request);
    const page = `/products/${product.slugMainCategory}/${product.slugProduct}`;
    expect(
      await answer(
        request,
        `/products/product-details/?productId=${product.partnumberManufacturer}&languageCode=en-GB`,
      ),
    ).toEqual({ status: 302, location: to(page) });
    expect(await answer(request, `/products?productId=${product.partnumberManufacturer}`)).toEqual({
      status: 302,
      location: to(page),
    });
    expect(await answer(request, '/products/product-details/')).toEqual({
      status: 302,
      location: to('/products/downlights'),
    });
    const fr = frenchSlugs(product);
    expect(
      await answer(
        request,
        `/products/product-details/?productId=${product.partnumberManufacturer}&languageCode=fr-FR`,
        FRENCH,
      ),
    ).toEqual({ status: 302, location: to(`/products/${fr.slugMainCategory}/${fr.slugProduct}`) });
    expect((await answer(request, '/products/product-details/?productId=NOPE-404')).status).toBe(
      404,
    );
  });

  test('a product route with only the product slug redirects to its page', async ({ request }) => {
    const product = await productShownEverywhere(request);
    expect(await answer(request, `/products/${product.slugProduct}`)).toEqual({
      status: 302,
      location: to(`/products/${product.slugMainCategory}/${product.slugProduct}`),
    });
  });

  test("the language-slug redirect: the other language's slug goes to this language's", async ({
    request,
  }) => {
    const product = await productShownEverywhere(request);
    const fr = frenchSlugs(product);
    const english = `/products/${product.slugMainCategory}/${product.slugProduct}`;
    const french = `/products/${fr.slugMainCategory}/${fr.slugProduct}`;
    expect(await answer(request, french)).toEqual({ status: 302, location: to(english) });
    expect(await answer(request, english, FRENCH)).toEqual({ status: 302, location: to(french) });
    expect((await answer(request, english)).status).toBe(200);
    // A wrong category segment is corrected for good.
    expect(await answer(request, `/products/panels/${product.slugProduct}`)).toEqual({
      status: 301,
      location: to(english),
    });
  });

  test('a product hidden in the country answers 404 with Product Not Available, even by its other slug', async ({
    request,
  }) => {
    const hidden = await productHiddenInFrance(request);
    const english = `/products/${hidden.slugMainCategory}/${hidden.slugProduct}`;
    for (const path of [
      english,
      `/products/${frenchSlugs(hidden).slugMainCategory}/${frenchSlugs(hidden).slugProduct}`,
    ]) {
      const res = await request.get(path, { maxRedirects: 0, headers: FRENCH });
      expect(res.status(), path).toBe(404);
      expect(await res.text()).toContain('Produit non disponible');
    }
    expect((await answer(request, english)).status).toBe(200);
  });
});
