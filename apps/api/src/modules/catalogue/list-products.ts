import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  FacetName,
  ListingFilters,
  ListProductsResponse,
  ProductLanguage,
  ProductSort,
} from '@lumen/validation';
import {
  ApiErrorSchema,
  FACET_NAMES,
  ListProductsRequestSchema,
  ListProductsResponseSchema,
} from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import { FACET_COLUMNS, facetLabel, shapeFacets, type FacetCount } from './facets.ts';
import { findCategory, subCategoryNames } from './find-category.ts';
import { visibilityColumn } from './language-and-country.ts';
import { summaryColumns, toSummary, type SummaryRow } from './product-summaries.ts';
import { sortKeys } from './sort-order.ts';

/**
 * POST /products/listing: one page of a main category with facet counts (spec §2 Product
 * listing). The path is ours; the spec leaves it open (docs/decisions/004-product-api.md).
 */
export const listProducts: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/listing',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of a main category, with disjunctive facet counts',
        body: ListProductsRequestSchema,
        response: { 200: ListProductsResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const result = await queryListing(app.db, req.body);
      if (!result) {
        return reply.status(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: `Unknown main category '${req.body.mainCategory}'`,
        });
      }
      return result;
    },
  );
};

export type ListingInput = {
  mainCategory: string;
  page: number;
  size: number;
  country: number;
  filters: ListingFilters;
  sort: ProductSort;
  language: ProductLanguage;
};

type ListingRow = {
  facets:
    { facet: FacetName | null; value: string | null; total: number; available: number }[] | null;
  products: SummaryRow[] | null;
};

export async function queryListing(
  db: Database,
  input: ListingInput,
): Promise<ListProductsResponse | undefined> {
  const category = await findCategory(db, input.mainCategory, { level: 'main' });
  if (!category) return undefined;
  const { language, sort, page, size } = input;
  const statement = listingStatement(input);
  const [[row], subNames] = await Promise.all([
    db.query<ListingRow>(statement.text, [category.key, ...statement.params, size, page * size]),
    subCategoryNames(db, category.id, language),
  ]);
  const raw = row?.facets ?? [];
  const totalElements = raw.find((f) => f.facet === null)?.available ?? 0;
  const counts: FacetCount[] = raw.flatMap((f) =>
    f.facet === null || f.value === null
      ? []
      : [
          {
            name: f.facet,
            value: f.value,
            label:
              f.facet === 'subCategory'
                ? (subNames.get(f.value) ?? f.value)
                : facetLabel(f.value, language),
            total: f.total,
            available: f.available,
          },
        ],
  );
  return {
    products: (row?.products ?? []).map(toSummary),
    pagination: { page, size, totalElements, totalPages: Math.ceil(totalElements / size) },
    ...shapeFacets(counts, input.filters),
    sort,
    mainCategory: {
      key: category.key,
      name: category.texts[language].name,
      slug: category.texts[language].slug,
    },
  };
}

/**
 * One statement, two halves (docs/decisions/014-listing-bitmaps.md).
 *
 * Counts come from listing_bitmaps, one bit string per (category, facet, code) plus one per
 * country visibility column, all with bit i standing for the same product. With `visible` the
 * country's bitmap and S_f the OR of the bitmaps of facet f's selected codes, a value's total is
 * popcount(bits & visible), and its available count popcount(bits & visible & every *other*
 * active S_f): leaving out its own facet's selection is what makes the counts disjunctive.
 * The grand total is popcount(visible & every S_f). No product row is read for counting.
 *
 * The page reads the category in sort order through a covering index (one per sort rank) and
 * stops after offset + size matches; it is skipped when the counts say nothing is left. Its
 * filters read the wanted codes as a scalar subquery cast to an array (an InitPlan): a join to
 * `wanted` would cost the index order, and ANY(subquery) means something else.
 *
 * Parameters: $1 category key, $2.. one text[] of selected values per active facet, then size
 * and offset.
 */
export function listingStatement(
  input: Pick<ListingInput, 'filters' | 'country' | 'sort' | 'language'>,
): {
  text: string;
  params: string[][];
} {
  const active = FACET_NAMES.filter((n) => (input.filters[n]?.length ?? 0) > 0);
  const params = active.map((n) => input.filters[n] ?? []);
  const sizeParam = `$${params.length + 2}`;
  const offsetParam = `$${params.length + 3}`;
  const { column: sortColumn, descending } = sortKeys(input.sort, input.language);
  const direction = descending ? ' DESC' : '';
  const visible = visibilityColumn(input.country);
  /** visible & S_j for every active facet j except `except`. */
  const mask = (except?: number) =>
    ['f.visible', ...active.flatMap((_, j) => (j === except ? [] : [`f.s${j}`]))].join(' & ');
  const availableMask = active.length
    ? `CASE b.facet ${active.map((n, k) => `WHEN '${n}' THEN ${mask(k)}`).join(' ')} ELSE ${mask()} END`
    : mask();

  const text = `
WITH wanted AS (
  SELECT ${
    active.length
      ? active
          .map(
            (n, k) =>
              `(SELECT coalesce(array_agg(code), '{}') FROM catalogue_facet_values WHERE facet = '${n}' AND value = ANY($${k + 2}::text[])) AS c${k}`,
          )
          .join(',\n         ')
      : '1 AS none'
  }
),
selected AS (
  SELECT v.bits AS visible${active
    .map(
      (n, k) =>
        `,\n         coalesce((SELECT bit_or(b.bits) FROM listing_bitmaps b WHERE b.main_category = $1 AND b.facet = '${n}' AND b.code = ANY(w.c${k})), v.bits # v.bits) AS s${k}`,
    )
    .join('')}
  FROM listing_bitmaps v CROSS JOIN wanted w
  WHERE v.main_category = $1 AND v.facet = '${visible}'
),
counts AS (
  SELECT b.facet, b.code, bit_count(b.bits & f.visible)::int AS total,
         bit_count(b.bits & ${availableMask})::int AS available
  FROM listing_bitmaps b CROSS JOIN selected f
  WHERE b.main_category = $1 AND b.facet NOT LIKE 'visible%'
  UNION ALL
  SELECT NULL, NULL, bit_count(f.visible)::int, bit_count(${mask()})::int FROM selected f
),
page AS (
  SELECT s.product_id, s.${sortColumn} AS sort_key
  FROM product_search s
  WHERE s.main_category = $1 AND s.${visible}${active
    .map((n, k) => `\n    AND s.${FACET_COLUMNS[n]} = ANY((SELECT c${k} FROM wanted)::smallint[])`)
    .join('')}
    AND (SELECT available FROM counts WHERE facet IS NULL) > ${offsetParam}
  ORDER BY s.${sortColumn}${direction}
  LIMIT ${sizeParam} OFFSET ${offsetParam}
)
SELECT (SELECT json_agg(json_build_object('facet', c.facet, 'value', v.value, 'total', c.total, 'available', c.available))
          FROM counts c LEFT JOIN catalogue_facet_values v ON v.facet = c.facet AND v.code = c.code
          WHERE c.total > 0 OR c.facet IS NULL) AS facets,
       (SELECT json_agg(x ORDER BY x.sort_key${direction})
          FROM (SELECT ${summaryColumns(input.language, 'c')}, p.sort_key
                  FROM page p JOIN product_cards c ON c.product_id = p.product_id) x) AS products`;
  return { text, params };
}
