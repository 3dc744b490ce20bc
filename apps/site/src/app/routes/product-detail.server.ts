import { data, redirect, type MetaDescriptor } from 'react-router';
import { createTranslator, LOCALES, productLanguageOf } from '@lumen/i18n';
import { isNotFound } from '@lumen/product-api-client';
import { isLookupText, type Product, type ProductSummary } from '@lumen/validation';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { SITE_NAME } from '@lumen/site-shell/config/site.ts';
import { productImageUrl } from '#src/features/product-detail/components/product-image.ts';
import { productBreadcrumb } from '#src/features/product-detail/utils/product-breadcrumb.ts';
import { getAvailableAlternatives } from '#src/features/product-detail/api/get-available-alternatives.server.ts';
import { getNotAvailableLabels } from '#src/features/product-detail/api/get-not-available-labels.server.ts';
import { getProductPageContent } from '#src/features/product-detail/api/get-product-page-content.server.ts';
import type {
  NotAvailableLabels,
  ProductFacts,
  ProductPageContent,
} from '#src/features/product-detail/types.ts';
import {
  descriptionParagraphs,
  featureChips,
  isVisibleIn,
  productBadges,
} from '#src/features/product-detail/utils/product-facts.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { notFound, serverError } from '@lumen/site-shell/lib/http.ts';
import { asOutage, createServerProductApi } from '#src/lib/product-api.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { productJsonLd } from '#src/lib/seo/json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';
import { pack } from '@lumen/site-shell/lib/packed-data.ts';

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
      /** The chips and badges beside the title, made here so their rules stay on the server. */
      facts: ProductFacts;
      content: ProductPageContent;
      similar: ProductSummary[];
      meta: MetaDescriptor[];
    }
  | {
      kind: 'not-available';
      category: { slug: string; name: string };
      labels: NotAvailableLabels;
      alternatives: ProductSummary[];
      meta: MetaDescriptor[];
    };

async function notAvailable(scope: RequestScope, product: Product, path: string) {
  const { visitor, env } = scope;
  const [labels, alternatives] = await Promise.all([
    getNotAvailableLabels(scope.content, visitor.locale),
    getAvailableAlternatives(createServerProductApi(env, visitor.locale), {
      partNumber: product.partnumberManufacturer,
      country: visitor.countryId,
      language: productLanguageOf(visitor.locale),
    }),
  ]);
  const body: ProductDetailData = {
    kind: 'not-available',
    category: { slug: product.slugMainCategory, name: product.mainCategory },
    labels,
    alternatives,
    meta: seoMeta(seoContextOf(scope), {
      title: labels.title ?? 'Product Not Available',
      description: labels.message ?? '',
      path,
      noIndex: true,
    }),
  };
  // Not available here is, for this edition, no page: crawlers get a 404, visitors the dialog.
  return data(pack(body), { status: 404, headers: VARY });
}

/**
 * /products/{mainCategorySlug}/{productSlug} (spec §2, §4). The product is found by its slug
 * in either language, whatever the country. A slug of the other language is checked by part
 * number in the visitor's country and redirected to this language's slug, or, when that
 * lookup is a 404, the page shows 'Product Not Available'; so does a product whose flag for
 * the visitor's country is 0. A wrong category segment redirects to the right one.
 */
export async function loadProductDetail(
  scope: RequestScope,
  params: { mainCategorySlug: string; productSlug: string },
) {
  const { env, visitor, content } = scope;
  // No product has a slug past the lookup limit or with control characters.
  if (!isLookupText(params.productSlug)) notFound();
  const here = paths.products.detail.getHref(params.mainCategorySlug, params.productSlug);
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
      if (isNotFound(err)) return notAvailable(scope, product, here);
      fail(err);
    }
  }
  if (!isVisibleIn(product, country)) return notAvailable(scope, product, here);
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
  const body: ProductDetailData = {
    kind: 'product',
    product,
    facts: {
      chips: featureChips(product, visitor.language, createTranslator(visitor.language)),
      badges: productBadges(product),
    },
    content: pageContent,
    similar,
    meta: productMeta(scope, product, pageContent),
  };
  return data(pack(body), { headers: VARY });
}

/** Title, description, canonical, alternates in each language's slug, Product and BreadcrumbList JSON-LD. */
function productMeta(
  scope: RequestScope,
  product: Product,
  content: ProductPageContent,
): MetaDescriptor[] {
  const seo = seoContextOf(scope);
  const origin = seo.editionOrigins[seo.edition];
  const path = paths.products.detail.getHref(product.slugMainCategory, product.slugProduct);
  const title = product.technicalDescription.value;
  const description = descriptionParagraphs(product)[0] ?? title;
  const image = productImageUrl(product);
  const crumbs = productBreadcrumb(product, {
    home: content.labels.breadcrumbHome ?? 'Home',
    products: content.labels.breadcrumbProducts ?? 'Products',
  });
  return [
    ...seoMeta(seo, {
      title,
      description,
      path,
      localePaths: Object.fromEntries(
        LOCALES.flatMap((locale) => {
          const alt = product.alternates.find((a) => a.language === productLanguageOf(locale));
          return alt
            ? [[locale, paths.products.detail.getHref(alt.slugMainCategory, alt.slugProduct)]]
            : [];
        }),
      ),
      image,
    }),
    productJsonLd({
      name: title,
      sku: product.partnumberManufacturer,
      gtin13: product.eanCodePartnumber,
      url: absoluteUrl(origin, path),
      image: image ? absoluteUrl(origin, image) : null,
      description,
      brand: SITE_NAME,
      category: product.mainCategory,
    }),
    breadcrumbJsonLd(
      crumbs.map((c) => ({ name: c.name, url: absoluteUrl(origin, c.href ?? path) })),
    ),
  ];
}
