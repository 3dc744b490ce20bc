import type { CountryId, ProductLanguage } from '@lumen/i18n';
import type { ProductApi } from '@lumen/product-api-client';
import type { ProductSummary } from '@lumen/validation';

/** 'Check similar available products' offers at most one row of the Similar Products carousel (spec §9: 4 per view). */
export const ALTERNATIVES_SHOWN = 4;

/**
 * What 'Product Not Available' offers instead (spec §8): products shown in the visitor's
 * country that resemble the unavailable one. The API ranks them (GET
 * /products/similar-products?similarTo=): the same range, then the same sub category, then the
 * same main category, best sellers first, luminaires for a luminaire. A failure is only
 * logged (spec §8): the dialog then offers none, as the carousel does.
 */
export async function getAvailableAlternatives(
  api: ProductApi,
  {
    partNumber,
    country,
    language,
  }: { partNumber: string; country: CountryId; language: ProductLanguage },
): Promise<ProductSummary[]> {
  try {
    return await api.getSimilarProducts({
      similarTo: partNumber,
      country,
      language,
      size: ALTERNATIVES_SHOWN,
    });
  } catch (err) {
    console.error(`Available alternatives unavailable: ${(err as Error).message}`);
    return [];
  }
}
