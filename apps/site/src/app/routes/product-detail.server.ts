import { data, redirect } from 'react-router';
import { productLanguageOf } from '@lumen/i18n';
import { isNotFound } from '@lumen/product-api-client';
import type { Product, ProductSummary } from '@lumen/validation';
import { paths } from '#src/config/paths.ts';
import { getNotAvailableLabels } from '#src/features/product-detail/api/get-not-available-labels.server.ts';
import { getProductPageContent } from '#src/features/product-detail/api/get-product-page-content.server.ts';
import type { NotAvailableLabels, ProductPageContent } from '#src/features/product-detail/types.ts';
import { isVisibleIn } from '#src/features/product-detail/utils/product-facts.ts';
import { catalogueScopeOf, type CatalogueScope } from '#src/lib/catalogue-scope.server.ts';
import { ApiUnavailableError } from '#src/lib/fetch-api.server.ts';
import { notFound, serverError } from '#src/lib/http.ts';
import { asOutage, createServerProductApi } from '#src/lib/product-api.server.ts';

/** Language- and country-dependent answers: a cache must key them on the cookie too. */
const VARY = { Vary: 'Cookie' };

function fail(err: unknown): never {
  if (err instanceof Response) throw err;
  const outage = asOutage(err);
  if (outage !== err || err instanceof ApiUnavailableError) serverError(outage);
  throw err;
}

export type ProductDetailData =
  | {
      kind: 'product';
      product: Product;
      content: ProductPageContent;
      similar: ProductSummary[];
    }
  | {
      kind: 'not-available';
      category: { slug: string; name: string };
      labels: NotAvailableLabels;
    };

async function notAvailable(scope: CatalogueScope, product: Product) {
  const body: ProductDetailData = {
    kind: 'not-available',
    category: { slug: product.slugMainCategory, name: product.mainCategory },
    labels: await getNotAvailableLabels(scope.content, scope.visitor.locale),
  };
  // Not available here is, for this edition, no page: crawlers get a 404, visitors the dialog.
  return data(body, { status: 404, headers: VARY });
}

/**
 * /products/{mainCategorySlug}/{productSlug} (spec §2, §4). The product is found by its slug
 * in either language, whatever the country. A slug of the other language is checked by part
 * number in the visitor's country and redirected to this language's slug, or, when that
 * lookup is a 404, the page shows 'Product Not Available'; so does a product whose flag for
 * the visitor's country is 0. A wrong category segment redirects to the right one.
 */
export async function loadProductDetail(
  request: Request,
  params: { mainCategorySlug: string; productSlug: string },
) {
  const scope = catalogueScopeOf(request);
  const { env, visitor, content } = scope;
  const api = createServerProductApi(env, visitor.locale);
  const language = productLanguageOf(visitor.locale);
  const country = visitor.countryId;

  const [product] = await api
    .filterProducts({ language, productSlug: params.productSlug, size: 1 })
    .catch(fail);
  if (!product) notFound();

  if (product.slugProduct !== params.productSlug) {
    try {
      const found = await api.getProductByPartNumber({
        partNumber: product.partnumberManufacturer,
        country,
        language,
      });
      throw redirect(paths.products.detail.getHref(found.slugMainCategory, found.slugProduct), {
        status: 302,
        headers: VARY,
      });
    } catch (err) {
      if (isNotFound(err)) return notAvailable(scope, product);
      fail(err);
    }
  }
  if (!isVisibleIn(product, country)) return notAvailable(scope, product);
  if (product.slugMainCategory !== params.mainCategorySlug)
    throw redirect(
      paths.products.detail.getHref(product.slugMainCategory, product.slugProduct),
      301,
    );

  const [pageContent, similar] = await Promise.all([
    getProductPageContent(content, visitor.locale, {
      partNumber: product.partnumberManufacturer,
      range: product.range,
    }).catch(fail),
    // Spec §8: a failed similar-products search is only logged; the carousel stays away.
    api
      .getSimilarProducts({
        query: product.range,
        country,
        exclude: product.partnumberManufacturer,
      })
      .catch((err: unknown) => {
        console.error(`Similar products unavailable: ${(err as Error).message}`);
        return [];
      }),
  ]);
  const body: ProductDetailData = { kind: 'product', product, content: pageContent, similar };
  return data(body, { headers: VARY });
}
