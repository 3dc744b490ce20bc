import { ProductSitemapResponseSchema } from '@lumen/validation';
import type { CallOptions, HttpClient } from '../http-client.ts';

/** GET /products/sitemap: product pages visible in a country, with slugs per language. */
export async function listProductSitemap(http: HttpClient, country: number, call?: CallOptions) {
  return http.get('/products/sitemap', { country }, ProductSitemapResponseSchema, call);
}
