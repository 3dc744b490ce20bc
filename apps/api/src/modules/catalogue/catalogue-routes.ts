import type { FastifyPluginAsync } from 'fastify';
import { autocompleteProducts } from './autocomplete-products.ts';
import { filterProducts } from './filter-products.ts';
import { findProductByPartNumber } from './find-product-by-part-number.ts';
import { findSimilarProducts } from './find-similar-products.ts';
import { getChaptersTree } from './get-chapters-tree.ts';
import { getThumb, type ThumbOptions } from './get-thumb.ts';
import { getTradeProduct } from './get-trade-product.ts';
import { getTranslatedCategory } from './get-translated-category.ts';
import { listProductSitemap } from './list-product-sitemap.ts';
import { listProducts } from './list-products.ts';
import { searchByText } from './search-by-text.ts';
import { searchProducts } from './search-products.ts';

/** The product API (spec §7) and product thumbnails. */
export const catalogueRoutes: FastifyPluginAsync<{
  dataDir: string;
  thumbs?: ThumbOptions;
}> = async (app, { dataDir, thumbs }) => {
  await app.register(getTranslatedCategory);
  await app.register(filterProducts);
  await app.register(searchByText);
  await app.register(searchProducts);
  await app.register(autocompleteProducts);
  await app.register(listProducts);
  await app.register(listProductSitemap);
  await app.register(findProductByPartNumber);
  await app.register(getTradeProduct);
  await app.register(findSimilarProducts);
  await app.register(getChaptersTree);
  await app.register(getThumb, { dataDir, thumbs });
};
