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
import { facetLabel, shapeFacets, type FacetCount } from './facets.ts';
import { categoryRef, mainCategorySql, toFound, type CategoryRow } from './find-category.ts';
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
  category: CategoryRow | null;
  /** Sub category names by key, in the request language (facet labels). */
  sub_names: Record<string, string> | null;
  facets:
    { facet: FacetName | null; value: string | null; total: number; available: number }[] | null;
  products: SummaryRow[] | null;
};

export async function queryListing(
  db: Database,
  input: ListingInput,
): Promise<ListProductsResponse | undefined> {
  const { language, sort, page, size } = input;
  const statement = listingStatement(input);
  // One round trip: on a 2-core machine each one costs both processes more CPU than the
  // counting itself. One text per sort, language and country column: prepared once per
  // connection.
  const [row] = await db.query<ListingRow>(
    statement.text,
    [categoryRef(input.mainCategory), ...statement.params, size, page * size],
    { prepare: true },
  );
  if (!row?.category) return undefined;
  const category = toFound(row.category);
  const subNames = row.sub_names ?? {};
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
                ? (subNames[f.value] ?? f.value)
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
 * country visibility column; bit i of each is the category's product at listing_position i.
 * With `visible` the country's bitmap and S_f the OR of the bitmaps of facet f's selected
 * codes, a value's total is popcount(bits & visible), and its available count
 * popcount(bits & visible & the S of every *other* filtered facet): leaving out its own
 * facet's selection is what makes the counts disjunctive. The grand total uses every S. No
 * product row is read for counting.
 *
 * The page reads the category in sort order through a narrow index (one per sort rank), keeps
 * the rows whose bit is set in the grand total's mask, and stops after offset + size of them;
 * it is skipped when the counts say nothing is left.
 *
 * It also resolves the category (the rule findCategory applies to main categories) and reads
 * its sub category names: the whole listing is one round trip. The text depends only on the
 * sort, the language and the country's visibility column, never on the filters, so the server
 * keeps it prepared (no parse or plan per call). Parameters: $1 the category reference
 * (categoryRef), $2 the filters as JSON ({facet: [values]}, filtered facets only), $3 size,
 * $4 offset. The row's category is null when the reference names no main category.
 */
export function listingStatement(
  input: Pick<ListingInput, 'filters' | 'country' | 'sort' | 'language'>,
): {
  text: string;
  params: [string];
} {
  const filters = Object.fromEntries(
    FACET_NAMES.flatMap((n) => (input.filters[n]?.length ? [[n, input.filters[n]]] : [])),
  );
  const { column: sortColumn, descending } = sortKeys(input.sort, input.language);
  const direction = descending ? ' DESC' : '';
  const visible = visibilityColumn(input.country);
  // Validated upstream (ProductLanguage), so safe as a literal; the text varies with it anyway.
  const language = input.language === 'fr-FR' ? 'fr-FR' : 'en-GB';
  const key = '(SELECT key FROM category)';

  const text = `
WITH category AS MATERIALIZED (
  ${mainCategorySql('$1')}
),
visible AS (
  SELECT bits FROM listing_bitmaps WHERE main_category = ${key} AND facet = '${visible}'
),
chosen AS (
  SELECT f.key AS facet, v.value
  FROM jsonb_each($2::jsonb) f CROSS JOIN LATERAL jsonb_array_elements_text(f.value) v(value)
),
selected AS MATERIALIZED (
  -- S_f per filtered facet; all zeros when none of its values occurs in this category.
  -- Materialised: every mask reads it, and inlined it would run once per mask.
  SELECT a.facet, coalesce(bit_or(b.bits), (SELECT bits # bits FROM visible)) AS bits
  FROM (SELECT DISTINCT facet FROM chosen) a
  LEFT JOIN chosen c ON c.facet = a.facet
  LEFT JOIN catalogue_facet_values fv ON fv.facet = c.facet AND fv.value = c.value
  LEFT JOIN listing_bitmaps b ON b.main_category = ${key} AND b.facet = fv.facet AND b.code = fv.code
  GROUP BY a.facet
),
masks AS (
  -- Per facet, visible & every other facet's S (bit_and skips nothing else); NULL: every S.
  SELECT g.facet,
         (SELECT bit_and(x.bits) FROM (SELECT bits FROM visible
                                       UNION ALL SELECT s.bits FROM selected s
                                       WHERE s.facet IS DISTINCT FROM g.facet) x) AS bits
  FROM (SELECT DISTINCT facet FROM listing_bitmaps
        WHERE main_category = ${key} AND facet NOT LIKE 'visible%'
        UNION ALL SELECT NULL) g
),
counts AS (
  SELECT b.facet, b.code, bit_count(b.bits & v.bits)::int AS total,
         bit_count(b.bits & m.bits)::int AS available
  FROM listing_bitmaps b JOIN masks m ON m.facet = b.facet CROSS JOIN visible v
  WHERE b.main_category = ${key} AND b.facet NOT LIKE 'visible%'
  UNION ALL
  SELECT NULL, NULL, bit_count(v.bits)::int, bit_count(m.bits)::int
  FROM visible v CROSS JOIN masks m WHERE m.facet IS NULL
),
page AS (
  SELECT s.product_id, s.${sortColumn} AS sort_key
  FROM product_search s
  WHERE s.main_category = ${key}
    AND get_bit((SELECT bits FROM masks WHERE facet IS NULL), s.listing_position) = 1
    AND (SELECT available FROM counts WHERE facet IS NULL) > $4
  ORDER BY s.${sortColumn}${direction}
  LIMIT $3 OFFSET $4
)
SELECT (SELECT row_to_json(c) FROM category c) AS category,
       (SELECT json_object_agg(sc.key, t.name)
          FROM catalogue_categories sc
          JOIN catalogue_category_texts t ON t.category_id = sc.id AND t.language = '${language}'
         WHERE sc.parent_id = (SELECT id FROM category)) AS sub_names,
       (SELECT json_agg(json_build_object('facet', c.facet, 'value', v.value, 'total', c.total, 'available', c.available))
          FROM counts c LEFT JOIN catalogue_facet_values v ON v.facet = c.facet AND v.code = c.code
          WHERE c.total > 0 OR c.facet IS NULL) AS facets,
       (SELECT json_agg(x ORDER BY x.sort_key${direction})
          FROM (SELECT ${summaryColumns(input.language, 'c')}, p.sort_key
                  FROM page p JOIN product_cards c ON c.product_id = p.product_id) x) AS products`;
  return { text, params: [JSON.stringify(filters)] };
}
