import type {
  AutocompleteQuery,
  CreateSearchHistory,
  FilterProductsRequest,
  ListProductsRequest,
  PartNumberQuery,
  ProductLanguage,
  SearchByTextRequest,
  SearchProductsQuery,
  SimilarProductsQuery,
} from '@lumen/validation';
import { autocompleteProducts } from './catalogue/autocomplete-products.ts';
import { filterProducts } from './catalogue/filter-products.ts';
import { getChaptersTree } from './catalogue/get-chapters-tree.ts';
import { getProductByPartNumber } from './catalogue/get-product-by-part-number.ts';
import { getSimilarProducts } from './catalogue/get-similar-products.ts';
import { getTradeProduct } from './catalogue/get-trade-product.ts';
import { getTranslatedCategory } from './catalogue/get-translated-category.ts';
import { listProductSitemap } from './catalogue/list-product-sitemap.ts';
import { listProducts } from './catalogue/list-products.ts';
import { searchByText } from './catalogue/search-by-text.ts';
import { searchProducts } from './catalogue/search-products.ts';
import { thumbUrl } from './catalogue/product-images.ts';
import { recordSearch } from './search-history/record-search.ts';
import { createHttpClient, type CallOptions, type ProductApiOptions } from './http-client.ts';

/**
 * The product API client: one configured HTTP client and a typed call per endpoint, every
 * response parsed with its zod schema. Create one per request on the server (it is cheap) so
 * the visitor's language travels with it.
 */
export function createProductApi(options: ProductApiOptions) {
  const http = createHttpClient(options);
  return {
    http,
    getTranslatedCategory: (slug: string, call?: CallOptions) =>
      getTranslatedCategory(http, slug, call),
    filterProducts: (request: FilterProductsRequest, call?: CallOptions) =>
      filterProducts(http, request, call),
    searchByText: (request: SearchByTextRequest, call?: CallOptions) =>
      searchByText(http, request, call),
    searchProducts: (query: SearchProductsQuery, call?: CallOptions) =>
      searchProducts(http, query, call),
    autocompleteProducts: (query: AutocompleteQuery, call?: CallOptions) =>
      autocompleteProducts(http, query, call),
    listProducts: (request: ListProductsRequest, call?: CallOptions) =>
      listProducts(http, request, call),
    getProductByPartNumber: (query: PartNumberQuery, call?: CallOptions) =>
      getProductByPartNumber(http, query, call),
    getTradeProduct: (tradeProductId: number, language?: ProductLanguage, call?: CallOptions) =>
      getTradeProduct(http, tradeProductId, language, call),
    getSimilarProducts: (query: SimilarProductsQuery, call?: CallOptions) =>
      getSimilarProducts(http, query, call),
    getChaptersTree: (call?: CallOptions) => getChaptersTree(http, call),
    listProductSitemap: (country: number, call?: CallOptions) =>
      listProductSitemap(http, country, call),
    recordSearch: (entry: CreateSearchHistory, call?: CallOptions) =>
      recordSearch(http, entry, call),
    thumbUrl: (
      image: { productId: number; filename: string },
      size: { width: number; height: number },
    ) => thumbUrl(http.baseUrl, image, size),
  };
}

export type ProductApi = ReturnType<typeof createProductApi>;
