import { describe, expect, it } from 'vitest';
import { productThumb } from '#src/components/product-card.tsx';

const media = (filename: string, isMainMedia: boolean) => ({
  mediaId: filename,
  productId: 7,
  isMainMedia,
  languages: [{ language: null, filename }],
});

describe('productThumb', () => {
  it('serves the main image (png, jpg, jpeg or svg) from /thumb on the same origin', () => {
    const product = {
      tradeProducts: [
        { media: [media('a.pdf', true), media('b.png', false), media('c.jpg', true)] },
      ],
    };
    expect(productThumb(product, { width: 300, height: 300 })).toBe(
      '/thumb/7/c.jpg?width=300&height=300',
    );
    expect(
      productThumb({ tradeProducts: [{ media: [media('a.pdf', true)] }] }, { width: 1, height: 1 }),
    ).toBeNull();
  });
});
