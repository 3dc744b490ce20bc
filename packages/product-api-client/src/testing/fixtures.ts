import type { ListProductsResponse, Product, ProductSummary } from '@lumen/validation';

/** Answers shaped like the API's, for tests that stub fetch. */
const media = [
  {
    mediaId: '10001-3',
    productId: 10001,
    isMainMedia: false,
    languages: [{ language: null, filename: 'dlaur06-000001-dimensions.png' }],
  },
  {
    mediaId: '10001-1',
    productId: 10001,
    isMainMedia: true,
    languages: [{ language: null, filename: 'dlaur06-000001.jpg' }],
  },
];

export const summary: ProductSummary = {
  productId: 10001,
  tradeProductId: 500001,
  partnumberManufacturer: 'DLAUR06-000001',
  technicalDescription: { value: 'AURA 6W Fire Rated Downlight IP65 3000K White' },
  slugProduct: 'aura-6w-fire-rated-downlight-ip65-3000k-white-dlaur06-000001',
  slugMainCategory: 'downlights',
  slugMainCategory1: 'fire-rated-downlights',
  slugMainCategory2: 'aura',
  mainCategory: 'Downlights',
  subCategory: 'Fire Rated Downlights',
  range: 'AURA',
  family: 'AURA Fire Rated Downlight',
  tradeProducts: [{ tradeProductId: 500001, media }],
};

export const product: Product = {
  ...summary,
  language: 'en-GB',
  eanCodePartnumber: '5060000079199',
  netWeight: 0.21,
  originalLongText: [
    { language: 'en-GB', value: 'The AURA fire rated downlight delivers 540 lm from 6 W.' },
  ],
  etimClass: { etimId: 'EC001744', description: 'Downlight/spot/floodlight' },
  featureGroups: [
    {
      etimId: 'EG000027',
      description: 'Electrical',
      features: [
        { etimId: 'EF000280', description: 'Rated power', value: { featureValue: '6', unit: 'W' } },
      ],
    },
  ],
  customFields: [
    { name: 'IP Rating', value: 'IP65', language: null },
    { name: 'FR web', value: '0', language: null },
  ],
  media,
  tradeProducts: [
    { tradeProductId: 500001, media, relatedTradeProducts: [{ tradeProductId: 500002 }] },
  ],
  accessories: [],
  documents: [
    {
      type: 'datasheet',
      title: 'AURA datasheet',
      language: 'en-GB',
      url: '/media/documents/aura-datasheet-en.pdf',
    },
  ],
  alternates: [
    { language: 'en-GB', slugMainCategory: 'downlights', slugProduct: summary.slugProduct },
    {
      language: 'fr-FR',
      slugMainCategory: 'spots-encastres',
      slugProduct: 'aura-spot-coupe-feu-6w-ip65-3000k-blanc-dlaur06-000001',
    },
  ],
};

export const listingResponse: ListProductsResponse = {
  products: [summary],
  pagination: { page: 0, size: 12, totalElements: 1, totalPages: 1 },
  availableFacets: [
    { name: 'CCT', values: [{ value: '3000K', label: '3000K', count: 1, selected: true }] },
  ],
  totalFacets: [
    { name: 'CCT', values: [{ value: '3000K', label: '3000K', count: 1, selected: true }] },
  ],
  sort: 'bestSeller',
  mainCategory: { key: 'downlights', name: 'Downlights', slug: 'downlights' },
};

export type RecordedCall = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
};

/** A fetch that answers from a table of routes and records what it was asked. */
export function stubFetch(
  answer: (url: URL, init: RequestInit) => { status?: number; body?: unknown } | Error,
) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const result = answer(url, init);
    if (result instanceof Error) throw result;
    return new Response(result.body === undefined ? '' : JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
