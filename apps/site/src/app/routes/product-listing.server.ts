import { data, redirect, type MetaDescriptor } from 'react-router';
import { LOCALES, productLanguageOf, sameName, type ProductLanguage } from '@lumen/i18n';
import { isNotFound, type ProductApi } from '@lumen/product-api-client';
import {
  isLookupText,
  type ListProductsResponse,
  type TranslatedCategoryResponse,
} from '@lumen/validation';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getCachedCategoryHeader } from '#src/features/catalogue/api/get-category-header.server.ts';
import { withRange } from '#src/features/catalogue/components/category-header.tsx';
import type { SeededPage } from '#src/features/catalogue/hooks/listing-cache.ts';
import type { CategoryHeader } from '#src/features/catalogue/types.ts';
import {
  goToPage,
  lastShownPage,
  listingRequests,
  listingSearch,
  parseListingState,
  type ListingState,
} from '#src/features/catalogue/utils/listing-state.ts';
import { notFound, serverError } from '@lumen/site-shell/lib/http.ts';
import { asOutage, createServerProductApi } from '#src/lib/product-api.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';
import { seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { pack } from '@lumen/site-shell/lib/packed-data.ts';

const OTHER_LANGUAGE: Record<ProductLanguage, ProductLanguage> = {
  'en-GB': 'fr-FR',
  'fr-FR': 'en-GB',
};

/** Language-dependent answers: a cache must key them on the cookie too. */
const VARY = { Vary: 'Cookie' };

function fail(err: unknown): never {
  const outage = asOutage(err);
  if (outage !== err) serverError(outage);
  throw err;
}

/**
 * /products/{slug} where the slug is no main category: a sub category opens its main
 * category filtered on it; a product slug (spec: "a product route with only productSlug")
 * redirects to /products/{mainCategory}/{product}; anything else is a 404.
 */
async function redirectFromOtherSlug(
  api: ProductApi,
  slug: string,
  category: TranslatedCategoryResponse | undefined,
  language: ProductLanguage,
): Promise<never> {
  if (category?.level === 'sub') {
    const tree = await api.getChaptersTree().catch(fail);
    const main = tree.find((c) => c.Children.some((s) => s.key === category.key));
    const mainSlug = main?.Slug.find((s) => s.language === language)?.description;
    if (mainSlug)
      throw redirect(
        `${paths.products.listing.getHref(mainSlug)}?subCategory=${encodeURIComponent(category.key)}`,
        {
          headers: VARY,
        },
      );
  }
  const [product] = await api.filterProducts({ language, productSlug: slug, size: 1 }).catch(fail);
  if (product)
    throw redirect(paths.products.detail.getHref(product.slugMainCategory, product.slugProduct), {
      headers: VARY,
    });
  notFound();
}

/**
 * The landing range (?rangeFilter=) as the category's range facet spells it, matched by
 * nameKey ("halo-fire" is HALO FIRE); null when the category has no such range, which is then
 * ignored: it would only name the page after nothing and list no product.
 */
function knownRange(rangeFilter: string, page: ListProductsResponse | undefined): string | null {
  const ranges = page?.totalFacets.find((f) => f.name === 'range')?.values ?? [];
  return ranges.find((r) => sameName(r.value, rangeFilter))?.value ?? null;
}

export type ListingLoaderData = {
  category: { key: string; slug: string; name: string };
  header: CategoryHeader | null;
  /** The category's slug in each product language, for hreflang alternates. */
  slugs: Partial<Record<ProductLanguage, string>>;
  context: { mainCategory: string; country: number; language: ProductLanguage };
  /** The pages the URL asks for, with their requests: the browser's cache starts with them. */
  pages: SeededPage[];
  /**
   * SEO tags for the URL's landing range and for none: removing the range's chip changes
   * only the query, which the server does not see again (see shouldRevalidate).
   */
  meta: { rangeFilter: string | null; landing: MetaDescriptor[]; category: MetaDescriptor[] };
};

function listingMeta(
  scope: RequestScope,
  page: {
    header: CategoryHeader | null;
    name: string;
    slugs: Partial<Record<ProductLanguage, string>>;
    currentSlug: string;
    rangeFilter: string | null;
  },
): MetaDescriptor[] {
  const { header, rangeFilter } = page;
  const landing = rangeFilter ? { rangeFilter } : {};
  const description = header?.seo.description ?? header?.description ?? page.name;
  return seoMeta(seoContextOf(scope), {
    title: withRange(header?.title ?? page.name, rangeFilter),
    description: withRange(description, rangeFilter),
    // Filtered, sorted and paged views are one page to a search engine: the category (or
    // the range landing page).
    path: paths.products.listing.getHref(page.currentSlug, landing),
    localePaths: Object.fromEntries(
      LOCALES.flatMap((locale) => {
        const slug = page.slugs[productLanguageOf(locale)];
        return slug ? [[locale, paths.products.listing.getHref(slug, landing)]] : [];
      }),
    ),
    image: header?.seo.image ?? header?.heroImage ?? null,
  });
}

/**
 * /products/{mainCategory} (spec §2, §4): the translated-category check (a slug of the other
 * language, or a name, redirects to this language's slug), the category header from
 * content, and the listing pages the URL asks for, handed to the browser with their requests
 * (its listing cache starts with them).
 */
export async function loadListing(scope: RequestScope, request: Request, slug: string) {
  const { env, visitor, content } = scope;
  const url = new URL(request.url);
  // Longer than any slug, or holding control characters: no category has it (and the API
  // would refuse to look).
  if (!isLookupText(slug)) notFound();
  const api = createServerProductApi(env, visitor.locale);
  const language = productLanguageOf(visitor.locale);

  let category: TranslatedCategoryResponse | undefined;
  try {
    category = await api.getTranslatedCategory(slug);
  } catch (err) {
    if (!isNotFound(err)) fail(err);
  }
  if (!category || category.level !== 'main')
    return redirectFromOtherSlug(api, slug, category, language);
  if (category.categorySlug !== slug)
    throw redirect(`${paths.products.listing.getHref(category.categorySlug)}${url.search}`, {
      headers: VARY,
    });

  const state = parseListingState(url.searchParams);
  const context = { mainCategory: category.key, country: visitor.countryId, language };
  const requests = listingRequests(state, context);
  const [pages, header, other] = await Promise.all([
    Promise.all(requests.map((request) => api.listProducts(request))).catch(fail),
    // The banner is decoration: without content the page still lists products.
    getCachedCategoryHeader(env, content, visitor.locale, category.categorySlug).catch(
      (err: unknown) => {
        console.error(`Category header unavailable: ${(err as Error).message}`);
        return undefined;
      },
    ),
    api
      .getTranslatedCategory(category.key, { acceptLanguage: OTHER_LANGUAGE[language] })
      .catch(() => undefined),
  ]);

  const goTo = (next: ListingState): never => {
    const href = `${paths.products.listing.getHref(category.categorySlug)}${listingSearch(next)}`;
    throw redirect(href, { headers: VARY });
  };
  // An unknown range is dropped, a known one spelt as the category spells it: the URL, the
  // title and the canonical link only ever name a range the category has.
  if (state.rangeFilter) {
    const range = knownRange(state.rangeFilter, pages[0]);
    if (range !== state.rangeFilter) goTo({ ...state, rangeFilter: range });
  }
  // A shared link past the last page (the catalogue shrank) opens page 1 (spec §4).
  const totalPages = pages[0]?.pagination.totalPages ?? 0;
  if (totalPages > 0 && lastShownPage(state) > totalPages) goTo(goToPage(state, 1));

  const slugs = {
    [language]: category.categorySlug,
    ...(other ? { [other.language]: other.categorySlug } : {}),
  };
  const page = {
    header: header ?? null,
    name: category.category,
    slugs,
    currentSlug: category.categorySlug,
  };
  const body: ListingLoaderData = {
    category: { key: category.key, slug: category.categorySlug, name: category.category },
    header: header ?? null,
    slugs,
    context,
    pages: pages.map((page, i) => ({ request: requests[i]!, page })),
    meta: {
      rangeFilter: state.rangeFilter,
      landing: listingMeta(scope, { ...page, rangeFilter: state.rangeFilter }),
      category: state.rangeFilter ? listingMeta(scope, { ...page, rangeFilter: null }) : [],
    },
  };
  return data(pack(body), { headers: VARY });
}
