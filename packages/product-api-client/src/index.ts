export { createProductApi } from './create-product-api.ts';
export type { ProductApi } from './create-product-api.ts';
export { isNotFound, ProductApiError } from './http-client.ts';
export type { CallOptions, ProductApiOptions } from './http-client.ts';
export { catalogueKeys } from './catalogue/query-keys.ts';
export { autocompleteQueryOptions } from './catalogue/autocomplete-products.ts';
export { chaptersTreeQueryOptions } from './catalogue/get-chapters-tree.ts';
export { filterProductsQueryOptions } from './catalogue/filter-products.ts';
export { productByPartNumberQueryOptions } from './catalogue/get-product-by-part-number.ts';
export { productListingQueryOptions } from './catalogue/list-products.ts';
export {
  productSearchPagesQueryOptions,
  productSearchQueryOptions,
} from './catalogue/search-products.ts';
export { searchByTextQueryOptions } from './catalogue/search-by-text.ts';
export { similarProductsQueryOptions } from './catalogue/get-similar-products.ts';
export { tradeProductQueryOptions } from './catalogue/get-trade-product.ts';
export { translatedCategoryQueryOptions } from './catalogue/get-translated-category.ts';
export { pickProductImage, thumbUrl } from './catalogue/product-images.ts';
