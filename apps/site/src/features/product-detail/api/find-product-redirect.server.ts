import { redirect } from 'react-router';
import { productLanguageOf } from '@lumen/i18n';
import { isNotFound } from '@lumen/product-api-client';
import { paths } from '#src/config/paths.ts';
import type { RequestScope } from '#src/lib/request-scope.server.ts';
import { notFound, serverError } from '#src/lib/http.ts';
import { asOutage, createServerProductApi } from '#src/lib/product-api.server.ts';

/**
 * The product-details routes (spec §2): the part number (or numeric productId) is looked up
 * in the visitor's country and language (GET /product/part-number) and the visitor is sent
 * to its page. A product hidden in the country (404 there) still has a page, which shows
 * 'Product Not Available'; a product nobody knows is a 404.
 */
export async function redirectToProductById(
  { env, visitor }: Pick<RequestScope, 'env' | 'visitor'>,
  productId: string,
): Promise<never> {
  const api = createServerProductApi(env, visitor.locale);
  const language = productLanguageOf(visitor.locale);
  const fail = (err: unknown): never => {
    const outage = asOutage(err);
    if (outage !== err) serverError(outage);
    throw err;
  };
  try {
    const product = await api.getProductByPartNumber({
      partNumber: productId,
      country: visitor.countryId,
      language,
    });
    throw redirect(paths.products.detail.getHref(product.slugMainCategory, product.slugProduct), {
      status: 302,
      headers: { Vary: 'Cookie' },
    });
  } catch (err) {
    if (err instanceof Response) throw err;
    if (!isNotFound(err)) fail(err);
  }
  const [hidden] = await api
    .filterProducts({ language, partNumberManufacturer: productId, size: 1 })
    .catch((err: unknown) => {
      // A productId that is no part number is a 400 here: nothing more to find.
      if (asOutage(err) !== err) fail(err);
      return [];
    });
  if (!hidden) notFound();
  throw redirect(paths.products.detail.getHref(hidden.slugMainCategory, hidden.slugProduct), {
    status: 302,
    headers: { Vary: 'Cookie' },
  });
}
