import { pickProductImage, thumbUrl } from '@lumen/product-api-client/images';
import type { Product } from '@lumen/validation';

/** The product picture is 600x600 (spec §9). */
export const PRODUCT_IMAGE = { width: 600, height: 600 } as const;

/** The product's picture (png, jpg, jpeg or svg, main media preferred; spec §5) on /thumb. */
export function productImageUrl(product: Pick<Product, 'media'>): string | null {
  const image = pickProductImage(product.media);
  return image ? thumbUrl('', image, PRODUCT_IMAGE) : null;
}
