import { COUNTRY_VISIBILITY_FIELD } from '@lumen/i18n';
import { FACET_NAMES } from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import { FACET_COLUMNS, NOT_APPLICABLE } from './facets.ts';
import { visibilityColumn } from './language-and-country.ts';
import { ACCENTED, UNACCENTED } from './text-keys.ts';

/**
 * Bump when the read model's shape changes (a new derived table or column), so databases
 * seeded before it are rebuilt at the next start (the catalogue seeder's version includes it).
 */
export const READ_MODEL_VERSION = 2;

/**
 * Rebuilds the read model (catalogue_facet_values, product_search, product_cards and
 * catalogue_terms) from the catalogue tables, after an import or a seed. The derivations live
 * only here: which custom field hides a product where, how titles fold into keys and ranks, what each language's
 * full-text vector holds, which codes facet values get.
 */
export async function rebuildSearch(db: Database): Promise<void> {
  // Filling a table with its GIN indexes in place costs several times more than building them
  // afterwards, so the secondary indexes are dropped and re-created from their own definitions
  // (the migration stays their only source). The statements go as one multi-statement query,
  // which both engines run as a single implicit transaction: readers wait, never see the
  // tables empty, and a failure rolls everything back.
  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename IN ('product_search', 'product_cards')
       AND indexname NOT LIKE '%_pkey'`,
  );

  const fold = (expr: string) =>
    `lower(translate(${expr}, ${literal(ACCENTED)}, ${literal(UNACCENTED)}))`;
  const countries = ([1, 2, 3, 4] as const).map((c) => ({
    column: visibilityColumn(c),
    hiddenWhen: literal(JSON.stringify([{ name: COUNTRY_VISIBILITY_FIELD[c], value: '0' }])),
  }));
  const valueFacets = FACET_NAMES.filter((n) => n !== 'subCategory' && n !== 'range');
  /** The stored value of a facet for product p (subCategory and range are relations). */
  const valueOf = (facet: (typeof FACET_NAMES)[number]) =>
    facet === 'subCategory'
      ? 'sc.key'
      : facet === 'range'
        ? 'r.title'
        : `coalesce(p.facets->>'${facet}', '${NOT_APPLICABLE}')`;
  const codeOf = (facet: (typeof FACET_NAMES)[number]) =>
    `(SELECT code FROM catalogue_facet_values v WHERE v.facet = '${facet}' AND v.value = ${valueOf(facet)})`;
  const partNumberKey = `regexp_replace(${fold('p.part_number')}, '[^a-z0-9]', '', 'g')`;

  const fillFacetValues = `INSERT INTO catalogue_facet_values (facet, code, value)
     SELECT facet, (row_number() OVER (PARTITION BY facet ORDER BY value COLLATE "C"))::smallint, value
       FROM (SELECT 'subCategory' AS facet, key AS value FROM catalogue_categories WHERE parent_id IS NOT NULL
             UNION SELECT 'range', title FROM catalogue_ranges
             UNION SELECT f.facet, coalesce(p.facets->>f.facet, '${NOT_APPLICABLE}')
                     FROM products p CROSS JOIN unnest(ARRAY[${valueFacets.map((f) => `'${f}'`).join(', ')}]) AS f(facet)) v`;

  const joins = `FROM products p
     JOIN product_texts te ON te.product_id = p.id AND te.language = 'en-GB'
     JOIN product_texts tf ON tf.product_id = p.id AND tf.language = 'fr-FR'
     JOIN catalogue_categories mc ON mc.id = p.main_category_id
     JOIN catalogue_category_texts mce ON mce.category_id = mc.id AND mce.language = 'en-GB'
     JOIN catalogue_category_texts mcf ON mcf.category_id = mc.id AND mcf.language = 'fr-FR'
     JOIN catalogue_categories sc ON sc.id = p.sub_category_id
     JOIN catalogue_category_texts sce ON sce.category_id = sc.id AND sce.language = 'en-GB'
     JOIN catalogue_category_texts scf ON scf.category_id = sc.id AND scf.language = 'fr-FR'
     JOIN catalogue_ranges r ON r.id = p.range_id`;

  const fillSearch = `INSERT INTO product_search (
       product_id, main_category, sub_category, range, part_number,
       ${FACET_NAMES.map((n) => FACET_COLUMNS[n]).join(', ')},
       ${countries.map((c) => c.column).join(', ')},
       best_seller_rank, title_rank_en, title_rank_fr, sku_rank, listing_position,
       part_number_key, tsv_en, tsv_fr)
     SELECT
       p.id, mc.key, sc.key, r.title, p.part_number,
       ${FACET_NAMES.map(codeOf).join(',\n       ')},
       ${countries.map((c) => `NOT (p.custom_fields @> ${c.hiddenWhen}::jsonb)`).join(', ')},
       p.best_seller_rank,
       row_number() OVER (ORDER BY ${fold('te.title')} COLLATE "C", p.id),
       row_number() OVER (ORDER BY ${fold('tf.title')} COLLATE "C", p.id),
       row_number() OVER (ORDER BY ${partNumberKey} COLLATE "C", p.id),
       row_number() OVER (PARTITION BY mc.key ORDER BY p.id) - 1,
       ${partNumberKey},
       setweight(to_tsvector('english', ${fold("te.title || ' ' || p.part_number")}), 'A')
         || setweight(to_tsvector('english', ${fold("te.family || ' ' || mce.name || ' ' || sce.name")}), 'B'),
       setweight(to_tsvector('french', ${fold("tf.title || ' ' || p.part_number")}), 'A')
         || setweight(to_tsvector('french', ${fold("tf.family || ' ' || mcf.name || ' ' || scf.name")}), 'B')
     ${joins}
     -- Rows of one category sit together on disk, so a listing's few heap reads stay close.
     ORDER BY mc.key, p.best_seller_rank`;

  const fillCards = `INSERT INTO product_cards (
       product_id, trade_product_id, part_number, range, range_slug, title_en, title_fr,
       title_key_en, title_key_fr, family_en, family_fr, slug_en, slug_fr,
       main_category_slug_en, main_category_slug_fr, main_category_name_en, main_category_name_fr,
       sub_category_slug_en, sub_category_slug_fr, sub_category_name_en, sub_category_name_fr, media)
     SELECT p.id, p.trade_product_id, p.part_number, r.title, r.slug, te.title, tf.title,
            ${fold('te.title')}, ${fold('tf.title')}, te.family, tf.family, te.slug, tf.slug,
            mce.slug, mcf.slug, mce.name, mcf.name, sce.slug, scf.slug, sce.name, scf.name, p.media
     ${joins}`;

  // Listing bitmaps (migration 0005): bit i of a category's bitmaps is its product at
  // listing_position i. Each facet's codes become one character per product (chr(256 + code):
  // codes never clash with '0'/'1', and both engines' databases are UTF-8); translate() then
  // turns that string into one '0'/'1' string per code: a few seconds at 100,000 products,
  // against minutes for a bit-by-bit aggregate.
  const facetRows = FACET_NAMES.map((n) => `('${n}', s.${FACET_COLUMNS[n]})`).join(', ');
  const fillBitmaps = `INSERT INTO listing_bitmaps (main_category, facet, code, bits)
     WITH coded AS (
       SELECT s.main_category, u.facet,
              string_agg(chr(256 + u.code), '' ORDER BY s.listing_position) AS codes,
              array_agg(DISTINCT u.code) AS present
       FROM product_search s CROSS JOIN LATERAL (VALUES ${facetRows}) AS u(facet, code)
       GROUP BY s.main_category, u.facet)
     SELECT c.main_category, c.facet, p.code,
            translate(c.codes,
                      (SELECT string_agg(chr(256 + x), '' ORDER BY x) FROM unnest(c.present) x),
                      (SELECT string_agg(CASE WHEN x = p.code THEN '1' ELSE '0' END, '' ORDER BY x)
                         FROM unnest(c.present) x))::varbit
     FROM coded c CROSS JOIN LATERAL unnest(c.present) AS p(code)
     UNION ALL
     SELECT s.main_category, v.visibility, 1,
            string_agg(CASE WHEN v.shown THEN '1' ELSE '0' END, '' ORDER BY s.listing_position)::varbit
     FROM product_search s CROSS JOIN LATERAL (VALUES ${countries.map((c) => `('${c.column}', s.${c.column})`).join(', ')}) AS v(visibility, shown)
     GROUP BY s.main_category, v.visibility`;

  const visible = countries.map((c) => c.column);
  const sources = [
    ['category', 'c.main_category_name_en', 'c.main_category_name_fr'],
    ['subCategory', 'c.sub_category_name_en', 'c.sub_category_name_fr'],
    ['range', 'c.range', 'c.range'],
    ['family', 'c.family_en', 'c.family_fr'],
  ] as const;
  const flags = visible.map((v) => `s.${v}`).join(', ');
  const from = 'FROM product_cards c JOIN product_search s ON s.product_id = c.product_id';
  const union = sources
    .flatMap(([kind, en, fr], k) => [
      `SELECT 'en-GB' AS language, ${en} AS term, ${k} AS kind_order, '${kind}' AS kind, ${flags} ${from}`,
      `SELECT 'fr-FR', ${fr}, ${k}, '${kind}', ${flags} ${from}`,
    ])
    .join('\nUNION ALL\n');
  const fillTerms = `INSERT INTO catalogue_terms (language, term, term_key, kind, weight, ${visible.join(', ')})
     SELECT language, term, ${fold('term')}, (array_agg(kind ORDER BY kind_order))[1], count(*),
            ${visible.map((v) => `bool_or(${v})`).join(', ')}
     FROM (${union}) t
     GROUP BY language, term`;

  await db.exec(
    [
      'TRUNCATE catalogue_terms, product_search, product_cards, catalogue_facet_values, listing_bitmaps',
      ...indexes.map((i) => `DROP INDEX ${quoteIdent(i.indexname)}`),
      fillFacetValues,
      fillSearch,
      fillCards,
      ...indexes.map((i) => i.indexdef),
      fillBitmaps,
      fillTerms,
    ].join(';\n'),
  );

  // Fresh statistics for the planner, and a visibility map so listings can use index-only scans.
  await db.exec('VACUUM ANALYZE product_search');
  await db.exec('VACUUM ANALYZE product_cards');
  await db.exec('VACUUM ANALYZE catalogue_terms');
  await db.exec('VACUUM ANALYZE listing_bitmaps');
  await db.exec(
    'ANALYZE catalogue_facet_values; ANALYZE products; ANALYZE product_texts; ANALYZE product_accessories; ANALYZE product_related',
  );
}

/** A SQL string literal (standard_conforming_strings, the default on both engines). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
