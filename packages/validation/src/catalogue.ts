import { z } from 'zod';
import { COUNTRY_IDS, DEFAULT_COUNTRY_ID } from '@lumen/i18n';
import { NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_MESSAGE } from './text.ts';
import {
  PRODUCT_LANGUAGES,
  DEFAULT_PRODUCT_LANGUAGE,
  FACET_NAMES,
  PRODUCT_SORTS,
  DEFAULT_PRODUCT_SORT,
  DEFAULT_LISTING_SIZE,
  MAX_LISTING_SIZE,
  MAX_LISTING_PAGE,
  DEFAULT_SEARCH_SIZE,
  MAX_SEARCH_SIZE,
  MAX_SEARCH_PAGE,
  DEFAULT_AUTOCOMPLETE_SIZE,
  MAX_AUTOCOMPLETE_SIZE,
  DEFAULT_SIMILAR_SIZE,
  DEFAULT_FILTER_SIZE,
  MAX_FILTER_SIZE,
  MAX_QUERY_LENGTH,
  MAX_PART_NUMBER_LENGTH,
  DEFAULT_THUMB_SIDE,
  MAX_THUMB_SIDE,
  THUMB_SIDES,
  thumbSide,
  type FacetName,
} from './catalogue-constants.ts';

/*
 * The product API's requests and responses (spec public-site §3, §7, §9). The API validates
 * with these and the product-api-client parses responses with them, so a limit or a field name
 * is written once.
 */

export {
  PRODUCT_LANGUAGES,
  DEFAULT_PRODUCT_LANGUAGE,
  FACET_NAMES,
  PRODUCT_SORTS,
  DEFAULT_PRODUCT_SORT,
  LISTING_PAGE_SIZES,
  DEFAULT_LISTING_SIZE,
  MAX_LISTING_SIZE,
  MAX_LISTING_PAGE,
  DEFAULT_SEARCH_SIZE,
  MAX_SEARCH_SIZE,
  MAX_SEARCH_PAGE,
  DEFAULT_AUTOCOMPLETE_SIZE,
  MAX_AUTOCOMPLETE_SIZE,
  DEFAULT_SIMILAR_SIZE,
  DEFAULT_FILTER_SIZE,
  MAX_FILTER_SIZE,
  MAX_QUERY_LENGTH,
  MAX_PART_NUMBER_LENGTH,
  MAX_THUMB_SIDE,
  DEFAULT_THUMB_SIDE,
  THUMB_SIDES,
  thumbSide,
  parseProductSort,
  normalizeSearchTerm,
} from './catalogue-constants.ts';
export type { FacetName, ProductSort } from './catalogue-constants.ts';

// ---------------------------------------------------------------------------------------------
// Shared pieces

export const ProductLanguageSchema = z.enum(PRODUCT_LANGUAGES);

export const CountryIdSchema = z
  .number()
  .int()
  .refine((n) => (COUNTRY_IDS as readonly number[]).includes(n), {
    message: `Must be one of ${COUNTRY_IDS.join(', ')}`,
  })
  .meta({ description: '1 main (UK/Ireland), 2 Australia, 3 France, 4 New Zealand, 5 main' });

/** Query-string form of a country id (strings coerced to numbers); defaults to the main web. */
export const CountryQuerySchema = z.coerce
  .number()
  .pipe(CountryIdSchema)
  .default(DEFAULT_COUNTRY_ID);

/** Database ids are PostgreSQL integers: anything larger names no product. */
const MAX_ID = 2_147_483_647;
const ProductIdSchema = z.number().int().min(1).max(MAX_ID);

/**
 * The productId a /products/product-details/?productId= value stands for, when it is one: a
 * part number is tried first, and a value of digits that is no part number is a productId.
 * Null for anything else (signs, exponents, more digits than an id holds).
 */
export function productIdOf(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const trimmedText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Required')
    .max(max)
    .regex(NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_MESSAGE);

/**
 * A slug, name or term as every text lookup of the APIs accepts it: trimmed, 1 to
 * MAX_QUERY_LENGTH characters, no control characters. The site holds what a URL hands it to
 * this first, so an address no page can have is its 404 rather than the API's 400.
 */
export const LookupTextSchema = trimmedText(MAX_QUERY_LENGTH);
export const isLookupText = (value: string): boolean => LookupTextSchema.safeParse(value).success;

export const FacetValuesSchema = z.array(trimmedText(100)).max(50);

/** Selected values by facet name; an unknown facet name is an error, not silently ignored. */
export const ListingFiltersSchema = z.strictObject(
  Object.fromEntries(FACET_NAMES.map((n) => [n, FacetValuesSchema.optional()])) as Record<
    FacetName,
    z.ZodOptional<typeof FacetValuesSchema>
  >,
);
export type ListingFilters = z.infer<typeof ListingFiltersSchema>;

// ---------------------------------------------------------------------------------------------
// Requests. JSON bodies are strict (a misspelt field is an error); query strings ignore unknown
// parameters, since caches and campaign links decorate URLs.

export const ListProductsRequestSchema = z.strictObject({
  mainCategory: trimmedText(MAX_QUERY_LENGTH).meta({
    description: 'Main category slug (either language), key or name, e.g. downlights',
  }),
  page: z
    .number()
    .int()
    .min(0)
    .max(MAX_LISTING_PAGE)
    .default(0)
    .meta({ description: 'Zero-based page' }),
  size: z.number().int().min(1).max(MAX_LISTING_SIZE).default(DEFAULT_LISTING_SIZE),
  country: CountryIdSchema.default(DEFAULT_COUNTRY_ID),
  filters: ListingFiltersSchema.default({}),
  sort: z.enum(PRODUCT_SORTS).default(DEFAULT_PRODUCT_SORT),
  language: ProductLanguageSchema.default(DEFAULT_PRODUCT_LANGUAGE),
});
export type ListProductsRequest = z.input<typeof ListProductsRequestSchema>;

export const FilterProductsRequestSchema = z
  .strictObject({
    language: ProductLanguageSchema,
    mainCategory: trimmedText(MAX_QUERY_LENGTH).optional(),
    subCategory: trimmedText(MAX_QUERY_LENGTH).optional(),
    partNumberManufacturer: trimmedText(MAX_PART_NUMBER_LENGTH).optional(),
    productSlug: trimmedText(MAX_QUERY_LENGTH).optional().meta({
      description:
        'A product slug in either language: the detail page finds its product, even one hidden in the country, to show Product Not Available',
    }),
    productId: ProductIdSchema.optional().meta({
      description:
        'A productId: /products/product-details/?productId= finds its product, even one hidden in the country, to show Product Not Available',
    }),
    country: CountryIdSchema.optional().meta({
      description: 'Leaves out products hidden in this country',
    }),
    size: z.number().int().min(1).max(MAX_FILTER_SIZE).default(DEFAULT_FILTER_SIZE),
  })
  .refine(
    (b) =>
      b.mainCategory !== undefined ||
      b.partNumberManufacturer !== undefined ||
      b.productSlug !== undefined ||
      b.productId !== undefined,
    {
      message: 'Give mainCategory, partNumberManufacturer, productSlug or productId',
      path: ['mainCategory'],
    },
  );
export type FilterProductsRequest = z.input<typeof FilterProductsRequestSchema>;

export const SearchByTextRequestSchema = z.strictObject({
  language: ProductLanguageSchema,
  text: trimmedText(MAX_QUERY_LENGTH),
  country: CountryIdSchema.default(DEFAULT_COUNTRY_ID),
  size: z.number().int().min(1).max(MAX_SEARCH_SIZE).default(DEFAULT_SEARCH_SIZE),
});
export type SearchByTextRequest = z.input<typeof SearchByTextRequestSchema>;

export const SearchProductsQuerySchema = z.object({
  query: trimmedText(MAX_QUERY_LENGTH),
  size: z.coerce.number().int().min(1).max(MAX_SEARCH_SIZE).default(DEFAULT_SEARCH_SIZE),
  page: z.coerce.number().int().min(0).max(MAX_SEARCH_PAGE).optional().meta({
    description:
      'Zero-based page of `size` results (default 0), so the overlay can load more than one request holds. Ask only for pages below totalElements / size.',
  }),
  country: CountryQuerySchema,
  language: ProductLanguageSchema.optional().meta({ description: 'Defaults from Accept-Language' }),
});
export type SearchProductsQuery = z.input<typeof SearchProductsQuerySchema>;

export const AutocompleteQuerySchema = z.object({
  query: trimmedText(MAX_QUERY_LENGTH),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_AUTOCOMPLETE_SIZE)
    .default(DEFAULT_AUTOCOMPLETE_SIZE),
  country: CountryQuerySchema,
  language: ProductLanguageSchema.optional().meta({ description: 'Defaults from Accept-Language' }),
});
export type AutocompleteQuery = z.input<typeof AutocompleteQuerySchema>;

export const PartNumberQuerySchema = z.object({
  partNumber: trimmedText(MAX_PART_NUMBER_LENGTH).meta({
    description:
      'A part number, or a numeric productId (the /products/product-details/?productId= route)',
  }),
  country: CountryQuerySchema,
  language: ProductLanguageSchema.optional().meta({ description: 'Defaults from Accept-Language' }),
});
export type PartNumberQuery = z.input<typeof PartNumberQuerySchema>;

export const SimilarProductsQuerySchema = z
  .object({
    query: trimmedText(MAX_QUERY_LENGTH).optional().meta({ description: 'Range title, e.g. AURA' }),
    similarTo: trimmedText(MAX_PART_NUMBER_LENGTH).optional().meta({
      description:
        'Part number of a product (shown in the country or not) to find alternatives to: the same range first, then its sub category, then its main category; luminaires for a luminaire, accessories for an accessory. Used instead of query; 404 when no product has it.',
    }),
    country: CountryQuerySchema,
    size: z.coerce.number().int().min(1).max(MAX_SEARCH_SIZE).default(DEFAULT_SIMILAR_SIZE),
    exclude: trimmedText(MAX_PART_NUMBER_LENGTH)
      .optional()
      .meta({ description: 'Part number to leave out' }),
    language: ProductLanguageSchema.optional().meta({
      description: 'Defaults from Accept-Language',
    }),
  })
  .refine((q) => q.query !== undefined || q.similarTo !== undefined, {
    message: 'Give query or similarTo',
    path: ['query'],
  });
export type SimilarProductsQuery = z.input<typeof SimilarProductsQuerySchema>;

export const TradeProductParamsSchema = z.strictObject({
  tradeProductId: z.coerce.number().int().min(1).max(MAX_ID),
});

export const TradeProductQuerySchema = z.object({
  language: ProductLanguageSchema.optional().meta({ description: 'Defaults from Accept-Language' }),
});

export const CategorySlugParamsSchema = z.strictObject({
  slug: LookupTextSchema,
});

export const ThumbParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(MAX_ID),
  filename: z
    .string()
    .max(200)
    .regex(/^[a-z0-9][a-z0-9._-]*\.(?:jpg|jpeg|png|webp|svg)$/i, 'Must be an image file name'),
});

const ThumbSideSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_THUMB_SIDE)
  .optional()
  .meta({ description: `Rounded up to one of ${THUMB_SIDES.join(', ')}` });

/**
 * Width and height of a thumbnail, each rounded up to one of THUMB_SIDES. One side alone gives
 * a square; neither gives the default square.
 */
export const ThumbQuerySchema = z
  .object({ width: ThumbSideSchema, height: ThumbSideSchema })
  .transform(({ width, height }) => ({
    width: thumbSide(width ?? height ?? DEFAULT_THUMB_SIDE),
    height: thumbSide(height ?? width ?? DEFAULT_THUMB_SIDE),
  }));

// ---------------------------------------------------------------------------------------------
// Responses

export const MediaSchema = z.object({
  mediaId: z.string(),
  /** Thumbnails of this media are served at /thumb/{productId}/{filename}. */
  productId: z.number().int(),
  isMainMedia: z.boolean(),
  languages: z.array(
    z.object({ language: ProductLanguageSchema.nullable(), filename: z.string() }),
  ),
});
export type Media = z.infer<typeof MediaSchema>;

const TextValueSchema = z.object({ value: z.string() });

export const ProductSummarySchema = z.object({
  productId: z.number().int(),
  tradeProductId: z.number().int(),
  partnumberManufacturer: z.string(),
  technicalDescription: TextValueSchema.meta({
    description: 'The product title in the request language',
  }),
  slugProduct: z.string(),
  slugMainCategory: z.string(),
  slugMainCategory1: z.string().meta({ description: 'Sub category slug' }),
  slugMainCategory2: z.string().meta({ description: 'Range slug' }),
  mainCategory: z.string(),
  subCategory: z.string(),
  range: z.string(),
  family: z.string(),
  tradeProducts: z.array(
    z.object({ tradeProductId: z.number().int(), media: z.array(MediaSchema) }),
  ),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const CustomFieldSchema = z.object({
  name: z.string(),
  value: z.string(),
  language: ProductLanguageSchema.nullable(),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;

export const FeatureSchema = z.object({
  etimId: z.string(),
  description: z.string(),
  value: z.object({ featureValue: z.string(), unit: z.string().nullable() }),
});

export const FeatureGroupSchema = z.object({
  etimId: z.string(),
  description: z.string(),
  features: z.array(FeatureSchema),
});

export const ProductDocumentSchema = z.object({
  type: z.enum(['datasheet', 'installation-guide']),
  title: z.string(),
  language: ProductLanguageSchema,
  url: z
    .string()
    .meta({ description: 'Path on the API host, e.g. /media/documents/aura-datasheet-en.pdf' }),
});

export const AccessorySchema = z.object({
  id: z.number().int().meta({ description: 'Trade product id: GET /product/{id}' }),
  productId: z.number().int(),
  name: z.string(),
  partnumberManufacturer: z.string(),
  media: z.array(MediaSchema),
  catSlug: z.string(),
  productSlug: z.string(),
});

export const ProductSchema = z.object({
  productId: z.number().int(),
  language: ProductLanguageSchema,
  partnumberManufacturer: z.string(),
  eanCodePartnumber: z.string(),
  slugProduct: z.string(),
  slugMainCategory: z.string(),
  slugMainCategory1: z.string().meta({ description: 'Sub category slug' }),
  slugMainCategory2: z.string().meta({ description: 'Range slug' }),
  mainCategory: z.string(),
  subCategory: z.string(),
  range: z.string(),
  family: z.string(),
  netWeight: z.number().meta({ description: 'kg' }),
  technicalDescription: TextValueSchema,
  originalLongText: z.array(z.object({ language: ProductLanguageSchema, value: z.string() })),
  etimClass: z.object({ etimId: z.string(), description: z.string() }),
  featureGroups: z.array(FeatureGroupSchema),
  customFields: z.array(CustomFieldSchema).meta({
    description:
      "Language-neutral fields and the request language's; 'Main web', 'FR web', 'Aus web', 'NZ web' = '0' hides the product in that country",
  }),
  media: z.array(MediaSchema),
  tradeProducts: z.array(
    z.object({
      tradeProductId: z.number().int(),
      media: z.array(MediaSchema),
      relatedTradeProducts: z.array(z.object({ tradeProductId: z.number().int() })),
    }),
  ),
  accessories: z.array(AccessorySchema),
  documents: z.array(ProductDocumentSchema),
  alternates: z
    .array(
      z.object({
        language: ProductLanguageSchema,
        slugMainCategory: z.string(),
        slugProduct: z.string(),
      }),
    )
    .meta({
      description: 'The same product in each language, for language redirects and hreflang links',
    }),
});
export type Product = z.infer<typeof ProductSchema>;

export const FacetValueSchema = z.object({
  value: z.string().meta({ description: 'What filters[facet] takes' }),
  label: z.string().meta({ description: 'Display text in the request language' }),
  count: z.number().int(),
  selected: z.boolean(),
});
export const FacetSchema = z.object({
  name: z.enum(FACET_NAMES),
  values: z.array(FacetValueSchema),
});
export type Facet = z.infer<typeof FacetSchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});

export const ListProductsResponseSchema = z.object({
  products: z.array(ProductSummarySchema),
  pagination: PaginationSchema,
  availableFacets: z.array(FacetSchema).meta({
    description:
      "Counts under the current filters, each facet ignoring its own selection (disjunctive). Values with no match are left out unless selected. NA is hidden, UGR '>22' is hidden, totalPower '100W+' is last.",
  }),
  totalFacets: z.array(FacetSchema).meta({
    description:
      'Counts for the whole category in this country, ignoring every filter; same ordering and hiding.',
  }),
  sort: z.enum(PRODUCT_SORTS),
  mainCategory: z.object({ key: z.string(), name: z.string(), slug: z.string() }),
});
export type ListProductsResponse = z.infer<typeof ListProductsResponseSchema>;

export const SearchProductsResponseSchema = z.object({
  products: z.array(ProductSummarySchema),
  pagination: z.object({ totalElements: z.number().int() }),
});
export type SearchProductsResponse = z.infer<typeof SearchProductsResponseSchema>;

export const ProductSummaryListSchema = z.array(ProductSummarySchema);
export const ProductListSchema = z.array(ProductSchema);

export const AutocompleteResponseSchema = z.object({ terms: z.array(z.string()) });
export type AutocompleteResponse = z.infer<typeof AutocompleteResponseSchema>;

export const TranslatedCategoryResponseSchema = z.object({
  status: z.literal('OK'),
  category: z.string().meta({ description: 'Category name in the Accept-Language language' }),
  categorySlug: z.string(),
  language: ProductLanguageSchema,
  key: z.string(),
  level: z.enum(['main', 'sub']),
});
export type TranslatedCategoryResponse = z.infer<typeof TranslatedCategoryResponseSchema>;

const LocalizedTextSchema = z.object({ language: ProductLanguageSchema, description: z.string() });

export const SubChapterSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  Name: z.array(LocalizedTextSchema),
  Slug: z.array(LocalizedTextSchema),
  Children: z.array(z.never()).meta({ description: 'Sub categories are leaves' }),
});
export const ChapterSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  Name: z.array(LocalizedTextSchema),
  Slug: z.array(LocalizedTextSchema),
  Children: z.array(SubChapterSchema),
});
export type Chapter = z.infer<typeof ChapterSchema>;
export const ChaptersTreeResponseSchema = z.array(ChapterSchema);

/** GET /products/sitemap: every product visible in a country, with its slugs in each language. */
export const ProductSitemapQuerySchema = z.object({ country: CountryQuerySchema });
export const ProductSitemapEntrySchema = z.object({
  productId: z.number().int(),
  slugs: z.array(
    z.object({
      language: ProductLanguageSchema,
      slugMainCategory: z.string(),
      slugProduct: z.string(),
    }),
  ),
});
export const ProductSitemapResponseSchema = z.object({
  products: z.array(ProductSitemapEntrySchema),
});
export type ProductSitemapEntry = z.infer<typeof ProductSitemapEntrySchema>;
