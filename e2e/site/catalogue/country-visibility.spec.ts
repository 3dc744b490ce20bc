import { expect, test } from '@playwright/test';
import { productHiddenInFrance } from '../../fixtures/catalogue.ts';
import { E2E_API_URL } from '../../ports.ts';

/*
 * Country visibility is the API's (docs/decisions/004): a product whose flag for the
 * visitor's country is 0 is left out of search, listings and similar products. The search
 * overlay and the product page are checked in the browser (search-overlay, product-detail);
 * here the listing and similar products, which the site asks with the visitor's country.
 */
test('a product hidden in France is in the main listing and similar products, not in France’s', async ({
  request,
}) => {
  const hidden = await productHiddenInFrance(request);
  const listing = async (country: number) => {
    const res = await request.post(`${E2E_API_URL}/products/listing`, {
      data: { mainCategory: 'downlights', country, size: 100, filters: { range: [hidden.range] } },
    });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { products: { partnumberManufacturer: string }[] };
    return body.products.map((p) => p.partnumberManufacturer);
  };
  expect(await listing(1)).toContain(hidden.partnumberManufacturer);
  expect(await listing(3)).not.toContain(hidden.partnumberManufacturer);

  const similar = async (country: number) => {
    const res = await request.get(
      `${E2E_API_URL}/products/similar-products?query=${encodeURIComponent(hidden.range)}&country=${country}&size=100`,
    );
    return ((await res.json()) as { partnumberManufacturer: string }[]).map(
      (p) => p.partnumberManufacturer,
    );
  };
  expect(await similar(1)).toContain(hidden.partnumberManufacturer);
  expect(await similar(3)).not.toContain(hidden.partnumberManufacturer);
});
