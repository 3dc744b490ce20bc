import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createProductApi } from './create-product-api.ts';
import { autocompleteQueryOptions } from './catalogue/autocomplete-products.ts';
import { chaptersTreeQueryOptions } from './catalogue/get-chapters-tree.ts';
import { productByPartNumberQueryOptions } from './catalogue/get-product-by-part-number.ts';
import { productListingQueryOptions } from './catalogue/list-products.ts';
import { pickProductImage, thumbUrl } from './catalogue/product-images.ts';
import { catalogueKeys } from './catalogue/query-keys.ts';
import {
  productSearchPagesQueryOptions,
  productSearchQueryOptions,
} from './catalogue/search-products.ts';
import { translatedCategoryQueryOptions } from './catalogue/get-translated-category.ts';
import { isNotFound, ProductApiError } from './http-client.ts';
import { listingResponse, product, stubFetch, summary } from './testing/fixtures.ts';

const BASE = 'http://api.test/';

function apiAnswering(answer: Parameters<typeof stubFetch>[0], acceptLanguage?: string) {
  const stub = stubFetch(answer);
  return {
    api: createProductApi({
      baseUrl: BASE,
      fetch: stub.fetch,
      ...(acceptLanguage ? { acceptLanguage } : {}),
    }),
    calls: stub.calls,
  };
}

describe('calls', () => {
  it('POST /products/listing with the defaults filled in, parsed with its schema', async () => {
    const { api, calls } = apiAnswering(() => ({ body: { ...listingResponse, extra: 'ignored' } }));
    const res = await api.listProducts({
      mainCategory: 'downlights',
      filters: { CCT: ['3000K'] },
      sort: 'a-zSort',
    });
    expect(calls[0]).toMatchObject({
      url: 'http://api.test/products/listing',
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: {
        mainCategory: 'downlights',
        page: 0,
        size: 12,
        country: 1,
        filters: { CCT: ['3000K'] },
        sort: 'a-zSort',
        language: 'en-GB',
      },
    });
    expect(res).toEqual(listingResponse);
  });

  it('GET calls carry their query string and the Accept-Language', async () => {
    const { api, calls } = apiAnswering((url) => {
      if (url.pathname === '/products/search')
        return { body: { products: [summary], pagination: { totalElements: 1 } } };
      if (url.pathname === '/products/autocomplete') return { body: { terms: ['AURA'] } };
      if (url.pathname === '/products/similar-products') return { body: [summary] };
      if (url.pathname === '/product/part-number') return { body: product };
      if (url.pathname === '/product/500002') return { body: product };
      if (url.pathname === '/chapters/tree') return { body: [] };
      return {
        body: {
          status: 'OK',
          category: 'Spots encastrés',
          categorySlug: 'spots-encastres',
          language: 'fr-FR',
          key: 'downlights',
          level: 'main',
        },
      };
    }, 'fr-FR');
    await api.searchProducts({ query: 'spot coupe', country: 3 });
    await api.autocompleteProducts({ query: 'sp' });
    await api.getSimilarProducts({ query: 'AURA', country: 4, exclude: 'DLAUR06-000001' });
    await api.getProductByPartNumber({ partNumber: 'DLAUR06-000001' });
    await api.getTradeProduct(500002, 'en-GB');
    await api.getChaptersTree();
    await api.listProductSitemap(3).catch(() => undefined);
    const translated = await api.getTranslatedCategory('downlights', { acceptLanguage: 'en' });
    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/products/search?query=spot+coupe&size=40&country=3',
      'http://api.test/products/autocomplete?query=sp&size=6&country=1',
      'http://api.test/products/similar-products?query=AURA&country=4&size=12&exclude=DLAUR06-000001',
      'http://api.test/product/part-number?partNumber=DLAUR06-000001&country=1',
      'http://api.test/product/500002?language=en-GB',
      'http://api.test/chapters/tree',
      'http://api.test/products/sitemap?country=3',
      'http://api.test/category/translated-category/downlights',
    ]);
    expect(calls.slice(0, 6).every((c) => c.headers['accept-language'] === 'fr-FR')).toBe(true);
    expect(calls[7]?.headers['accept-language']).toBe('en');
    expect(translated.categorySlug).toBe('spots-encastres');
  });

  it('POST /products/filter and POST /search send their bodies', async () => {
    const { api, calls } = apiAnswering((url) => ({
      body: url.pathname === '/search' ? [summary] : [product],
    }));
    const products = await api.filterProducts({
      language: 'fr-FR',
      partNumberManufacturer: 'DLAUR06-000001',
    });
    const found = await api.searchByText({ language: 'en-GB', text: 'AURA' });
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      [
        'http://api.test/products/filter',
        { language: 'fr-FR', partNumberManufacturer: 'DLAUR06-000001', size: 100 },
      ],
      ['http://api.test/search', { language: 'en-GB', text: 'AURA', country: 1, size: 40 }],
    ]);
    expect(products[0]?.alternates[1]?.slugMainCategory).toBe('spots-encastres');
    expect(found[0]?.partnumberManufacturer).toBe('DLAUR06-000001');
  });

  it('escapes path segments', async () => {
    const { api, calls } = apiAnswering(() => ({
      body: {
        status: 'OK',
        category: 'x',
        categorySlug: 'x',
        language: 'en-GB',
        key: 'x',
        level: 'main',
      },
    }));
    await api.getTranslatedCategory('a/b c');
    expect(calls[0]?.url).toBe('http://api.test/category/translated-category/a%2Fb%20c');
  });
});

describe('errors', () => {
  it('turns an error answer into a ProductApiError with the fields the API named', async () => {
    const { api } = apiAnswering(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid body.sort',
        issues: [{ field: 'body.sort', message: 'Invalid option' }],
      },
    }));
    const error = await api.listProducts({ mainCategory: 'downlights' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProductApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Invalid body.sort',
      issues: [{ field: 'body.sort' }],
    });
  });

  it('recognises a 404 (not found, or hidden in the country)', async () => {
    const { api } = apiAnswering(() => ({
      status: 404,
      body: {
        statusCode: 404,
        error: 'Not Found',
        message: "Product 'X' is not available in country 3",
      },
    }));
    const error = await api
      .getProductByPartNumber({ partNumber: 'X', country: 3 })
      .catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
    expect(isNotFound(new Error('x'))).toBe(false);
  });

  it('rejects an answer of the wrong shape', async () => {
    const { api } = apiAnswering(() => ({ body: { products: 'nope' } }));
    await expect(api.searchProducts({ query: 'aura' })).rejects.toMatchObject({
      kind: 'invalid-response',
      status: 200,
    });
  });

  it('copes with an error answer that is not JSON', async () => {
    const { api } = apiAnswering(() => ({ status: 502 }));
    await expect(api.getChaptersTree()).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: 'The product API answered 502',
    });
  });

  it('wraps network failures but lets aborts through', async () => {
    const { api } = apiAnswering(() => new TypeError('fetch failed'));
    await expect(api.getChaptersTree()).rejects.toMatchObject({ kind: 'network' });
    const abort = new Error('aborted');
    abort.name = 'AbortError';
    const aborted = apiAnswering(() => abort);
    await expect(aborted.api.getChaptersTree()).rejects.toBe(abort);
  });

  it('refuses an invalid request before sending it', async () => {
    const { api, calls } = apiAnswering(() => ({ body: listingResponse }));
    await expect(api.listProducts({ mainCategory: 'downlights', page: -1 })).rejects.toMatchObject({
      kind: 'invalid-request',
      issues: [{ field: 'page' }],
    });
    await expect(api.autocompleteProducts({ query: '   ' })).rejects.toMatchObject({
      kind: 'invalid-request',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('search statistics', () => {
  it('POST /search-history sends the trimmed search, never a count, and parses the stored row', async () => {
    const { api, calls } = apiAnswering(() => ({
      status: 201,
      body: {
        id: 1,
        createdAt: '2026-11-22T10:00:00.000Z',
        country: 3,
        platform: 'WEB',
        productSearchQuery: 'aura',
        resultCount: 12,
      },
    }));
    const row = await api.recordSearch({
      productSearchQuery: ' aura ',
      country: 3,
      platform: 'WEB',
      language: 'fr-FR',
    });
    expect(calls[0]).toMatchObject({
      url: 'http://api.test/search-history',
      body: { productSearchQuery: 'aura', country: 3, platform: 'WEB', language: 'fr-FR' },
    });
    expect(row).toMatchObject({ id: 1, resultCount: 12 });
    await expect(
      api.recordSearch({
        productSearchQuery: 'aura',
        country: 1,
        platform: 'WEB',
        // @ts-expect-error the count is the server's to compute
        resultCount: 12,
      }),
    ).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(
      api.recordSearch({ productSearchQuery: '', country: 1, platform: 'WEB' }),
    ).rejects.toMatchObject({ kind: 'invalid-request' });
  });
});

describe('query options', () => {
  it('own stable keys, normalised by the request schemas', () => {
    const { api } = apiAnswering(() => ({ body: listingResponse }));
    const a = productListingQueryOptions(api, { mainCategory: 'downlights' });
    const b = productListingQueryOptions(api, {
      mainCategory: ' downlights ',
      page: 0,
      size: 12,
      sort: 'bestSeller',
    });
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.queryKey.slice(0, 2)).toEqual(['catalogue', 'listing']);
    expect(
      productListingQueryOptions(api, { mainCategory: 'downlights', page: 1 }).queryKey,
    ).not.toEqual(a.queryKey);
    expect(chaptersTreeQueryOptions(api).queryKey).toEqual(catalogueKeys.chaptersTree());
  });

  it('key Accept-Language-dependent calls by language', () => {
    const en = apiAnswering(() => ({}), 'en-GB').api;
    const fr = apiAnswering(() => ({}), 'fr-FR').api;
    expect(productSearchQueryOptions(en, { query: 'aura' }).queryKey).not.toEqual(
      productSearchQueryOptions(fr, { query: 'aura' }).queryKey,
    );
    expect(autocompleteQueryOptions(en, { query: 'a', language: 'fr-FR' }).queryKey).toEqual(
      autocompleteQueryOptions(fr, { query: 'a' }).queryKey,
    );
    expect(translatedCategoryQueryOptions(en, 'downlights', 'fr-FR').queryKey).toEqual([
      'catalogue',
      'translated-category',
      'downlights',
      'fr-FR',
    ]);
  });

  it('fetch through a QueryClient, and do not retry a 404', async () => {
    let attempts = 0;
    const { api, calls } = apiAnswering((url) => {
      if (url.pathname === '/products/listing') return { body: listingResponse };
      attempts++;
      return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No product' } };
    });
    const client = new QueryClient();
    const data = await client.fetchQuery(
      productListingQueryOptions(api, { mainCategory: 'downlights' }),
    );
    expect(data.products[0]?.partnumberManufacturer).toBe('DLAUR06-000001');
    expect(
      client.getQueryData(productListingQueryOptions(api, { mainCategory: 'downlights' }).queryKey),
    ).toEqual(data);
    const options = productByPartNumberQueryOptions(api, { partNumber: 'X' });
    await expect(client.fetchQuery({ ...options, retryDelay: 0 })).rejects.toSatisfy(isNotFound);
    expect(attempts).toBe(1);
    expect(calls).toHaveLength(2);
  });
});

describe('search pages', () => {
  it('load page after page of one ranking until totalElements are loaded', async () => {
    const total = 50;
    const { api, calls } = apiAnswering((url) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      const count = Math.max(0, Math.min(size, total - page * size));
      return {
        body: {
          products: Array.from({ length: count }, (_, i) => ({
            ...summary,
            productId: page * size + i,
          })),
          pagination: { totalElements: total },
        },
      };
    });
    const client = new QueryClient();
    const options = productSearchPagesQueryOptions(api, { query: 'aura', country: 2 });
    const first = await client.fetchInfiniteQuery(options);
    expect(first.pages[0]?.products).toHaveLength(40);
    expect(options.getNextPageParam(first.pages[0]!, first.pages, 0, [0])).toBe(1);
    const both = await client.fetchInfiniteQuery({ ...options, pages: 2, staleTime: 0 });
    expect(both.pages.flatMap((p) => p.products)).toHaveLength(50);
    expect(options.getNextPageParam(both.pages[1]!, both.pages, 1, [0, 1])).toBeUndefined();
    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/products/search?query=aura&size=40&page=0&country=2',
      'http://api.test/products/search?query=aura&size=40&page=0&country=2',
      'http://api.test/products/search?query=aura&size=40&page=1&country=2',
    ]);
  });
});

describe('product images', () => {
  it('prefers the main media among image files, else the first image', () => {
    expect(pickProductImage(product.media)).toEqual({
      productId: 10001,
      filename: 'dlaur06-000001.jpg',
    });
    const noMain = product.media.map((m) => ({ ...m, isMainMedia: false }));
    expect(pickProductImage(noMain)?.filename).toBe('dlaur06-000001-dimensions.png');
    const pdfFirst = [
      {
        ...product.media[1]!,
        isMainMedia: true,
        languages: [{ language: null, filename: 'sheet.pdf' }],
      },
      product.media[0]!,
    ];
    expect(pickProductImage(pdfFirst)?.filename).toBe('dlaur06-000001-dimensions.png');
    expect(pickProductImage([])).toBeUndefined();
  });

  it('builds thumbnail URLs on the API host', () => {
    const { api } = apiAnswering(() => ({}));
    expect(
      thumbUrl(
        'http://cdn.test',
        { productId: 7, filename: 'a b.jpg' },
        { width: 300, height: 300 },
      ),
    ).toBe('http://cdn.test/thumb/7/a%20b.jpg?width=300&height=300');
    expect(api.thumbUrl({ productId: 10001, filename: 'x.png' }, { width: 500, height: 500 })).toBe(
      'http://api.test/thumb/10001/x.png?width=500&height=500',
    );
  });
});
