import type { Media } from '@lumen/validation';

/** Extensions a product picture may have (spec §5). */
const IMAGE = /\.(png|jpe?g|svg)$/i;

/**
 * The picture to show for a product (spec §5): among files with an image extension, the main
 * media if there is one, otherwise the first.
 */
export function pickProductImage(
  media: readonly Media[],
): { productId: number; filename: string } | undefined {
  const images = media.flatMap((m) => {
    const filename = m.languages[0]?.filename;
    return filename && IMAGE.test(filename)
      ? [{ productId: m.productId, filename, isMain: m.isMainMedia }]
      : [];
  });
  const chosen = images.find((i) => i.isMain) ?? images[0];
  return chosen && { productId: chosen.productId, filename: chosen.filename };
}

/** /thumb/{id}/{filename}?width=&height= on the API host (300×300 search, 500×500 accessories). */
export function thumbUrl(
  baseUrl: string,
  image: { productId: number; filename: string },
  size: { width: number; height: number },
): string {
  return `${baseUrl.replace(/\/+$/, '')}/thumb/${image.productId}/${encodeURIComponent(image.filename)}?width=${size.width}&height=${size.height}`;
}
