import { redirect } from 'react-router';
import { productLanguageOf } from '@lumen/i18n';
import { isNotFound } from '@lumen/product-api-client';
import { PartNumberQuerySchema, productIdOf, type Product } from '@lumen/validation';
import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { notFound, serverError } from '@lumen/site-shell/lib/http.ts';
import { asOutage, createServerProductApi } from '#src/lib/product-api.server.ts';

function fail(err: unknown): never {
  const outage = asOutage(err);
  if (outage !== err) serverError(outage);
  throw err;
}

const toPage = (product: Pick<Product, 'slugMainCategory' | 'slugProduct'>) =>
  redirect(paths.products.detail.getHref(product.slugMainCategory, product.slugProduct), {
    status: 302,
    headers: { Vary: 'Cookie' },
  });

/**
 * The product-details routes (spec §2): the part number (or numeric productId) is looked up
 * in the visitor's country and language (GET /product/part-number) and the visitor is sent
 * to its page. A product hidden in the country (404 there) still has a page, which shows
 * 'Product Not Available'; a product nobody knows is a 404, and so is a value that cannot be
 * one (too long, control characters): the API's own rule, checked before asking it.
 */
export async function redirectToProductById(
  { env, visitor }: Pick<RequestScope, 'env' | 'visitor'>,
  productId: string,
): Promise<never> {
  if (!PartNumberQuerySchema.shape.partNumber.safeParse(productId).success) notFound();
  const api = createServerProductApi(env, visitor.locale);
  const language = productLanguageOf(visitor.locale);
  try {
    const product = await api.getProductByPartNumber({
      partNumber: productId,
      country: visitor.countryId,
      language,
    });
    throw toPage(product);
  } catch (err) {
    if (err instanceof Response) throw err;
    if (!isNotFound(err)) fail(err);
  }
  // Not in this country, or nowhere: the same lookups without a country tell which.
  const id = productIdOf(productId);
  const lookups = [
    { language, partNumberManufacturer: productId, size: 1 },
    ...(id === null ? [] : [{ language, productId: id, size: 1 }]),
  ];
  for (const lookup of lookups) {
    const [hidden] = await api.filterProducts(lookup).catch((err: unknown) => {
      // Only an outage is the site's failure; any answer the API refuses names no product.
      if (asOutage(err) !== err) fail(err);
      return [];
    });
    if (hidden) throw toPage(hidden);
  }
  notFound();
}
