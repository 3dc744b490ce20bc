import { COUNTRY_VISIBILITY_FIELD } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { visibilityColumn } from './language-and-country.ts';
import { ACCENTED, UNACCENTED } from './text-keys.ts';

/**
 * Rebuilds the read model (product_search and catalogue_terms) from the catalogue tables.
 * Runs after an import or seed; the derivations (which custom field hides a product where,
 * how titles are folded into keys, what text each language's full-text vector holds) live
 * only here.
 */
export async function rebuildSearch(db: Database): Promise<void> {
  // Filling a table with its GIN indexes in place costs several times more than building them
  // afterwards, so the secondary indexes are dropped and re-created from their own definitions
  // (the migration stays their only source). One transaction: readers wait, never see it empty.
  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = 'product_search' AND indexname <> 'product_search_pkey'`,
  );

  const fold = (expr: string) => `lower(translate(${expr}, ${literal(ACCENTED)}, ${literal(UNACCENTED)}))`;
  const countries = ([1, 2, 3, 4] as const).map((c) => ({
    column: visibilityColumn(c),
    hiddenWhen: literal(JSON.stringify([{ name: COUNTRY_VISIBILITY_FIELD[c], value: '0' }])),
  }));
  const facet = (name: string) => `coalesce(p.facets->>'${name}', 'NA')`;

  const fillSearch = `INSERT INTO product_search (
       product_id, trade_product_id, part_number, part_number_key, main_category,
       sub_category, range, cct, energy_class, ip_rating, power_factor, warranty, ugr, total_power,
       efficacy, smart_product, ${countries.map((c) => c.column).join(', ')},
       best_seller_rank, title_key_en, title_key_fr, title_en, title_fr, family_en, family_fr,
       slug_en, slug_fr, main_category_slug_en, main_category_slug_fr, main_category_name_en,
       main_category_name_fr, sub_category_slug_en, sub_category_slug_fr, sub_category_name_en,
       sub_category_name_fr, range_slug, media, tsv_en, tsv_fr)
     SELECT
       p.id, p.trade_product_id, p.part_number,
       regexp_replace(${fold('p.part_number')}, '[^a-z0-9]', '', 'g'),
       mc.key, sc.key, r.title,
       ${facet('CCT')}, ${facet('energyClass')}, ${facet('ipRating')}, ${facet('powerFactor')},
       ${facet('warranty')}, ${facet('UGR')}, ${facet('totalPower')}, ${facet('efficacy')},
       ${facet('smartProduct')},
       ${countries.map((c) => `NOT (p.custom_fields @> ${c.hiddenWhen}::jsonb)`).join(', ')},
       p.best_seller_rank, ${fold('te.title')}, ${fold('tf.title')}, te.title, tf.title,
       te.family, tf.family, te.slug, tf.slug, mce.slug, mcf.slug, mce.name, mcf.name,
       sce.slug, scf.slug, sce.name, scf.name, r.slug, p.media,
       setweight(to_tsvector('english', ${fold("te.title || ' ' || p.part_number")}), 'A')
         || setweight(to_tsvector('english', ${fold("te.family || ' ' || mce.name || ' ' || sce.name")}), 'B')
         || setweight(to_tsvector('english', ${fold('te.long_text')}), 'C'),
       setweight(to_tsvector('french', ${fold("tf.title || ' ' || p.part_number")}), 'A')
         || setweight(to_tsvector('french', ${fold("tf.family || ' ' || mcf.name || ' ' || scf.name")}), 'B')
         || setweight(to_tsvector('french', ${fold('tf.long_text')}), 'C')
     FROM products p
     JOIN product_texts te ON te.product_id = p.id AND te.language = 'en-GB'
     JOIN product_texts tf ON tf.product_id = p.id AND tf.language = 'fr-FR'
     JOIN catalogue_categories mc ON mc.id = p.main_category_id
     JOIN catalogue_category_texts mce ON mce.category_id = mc.id AND mce.language = 'en-GB'
     JOIN catalogue_category_texts mcf ON mcf.category_id = mc.id AND mcf.language = 'fr-FR'
     JOIN catalogue_categories sc ON sc.id = p.sub_category_id
     JOIN catalogue_category_texts sce ON sce.category_id = sc.id AND sce.language = 'en-GB'
     JOIN catalogue_category_texts scf ON scf.category_id = sc.id AND scf.language = 'fr-FR'
     JOIN catalogue_ranges r ON r.id = p.range_id
     -- Rows of one category sit together on disk, so a listing reads few pages.
     ORDER BY mc.key, p.best_seller_rank`;

  const visible = countries.map((c) => c.column);
  const sources = [
    ['category', 'main_category_name_en', 'main_category_name_fr'],
    ['subCategory', 'sub_category_name_en', 'sub_category_name_fr'],
    ['range', 'range', 'range'],
    ['family', 'family_en', 'family_fr'],
  ] as const;
  const union = sources
    .flatMap(([kind, en, fr], k) => [
      `SELECT 'en-GB' AS language, ${en} AS term, ${k} AS kind_order, '${kind}' AS kind, ${visible.join(', ')} FROM product_search`,
      `SELECT 'fr-FR', ${fr}, ${k}, '${kind}', ${visible.join(', ')} FROM product_search`,
    ])
    .join('\nUNION ALL\n');
  const fillTerms = `INSERT INTO catalogue_terms (language, term, term_key, kind, weight, ${visible.join(', ')})
     SELECT language, term, ${fold('term')}, (array_agg(kind ORDER BY kind_order))[1], count(*),
            ${visible.map((v) => `bool_or(${v})`).join(', ')}
     FROM (${union}) t
     GROUP BY language, term`;

  await db.exec(
    [
      'BEGIN',
      'TRUNCATE catalogue_terms, product_search',
      ...indexes.map((i) => `DROP INDEX ${quoteIdent(i.indexname)}`),
      fillSearch,
      ...indexes.map((i) => i.indexdef),
      fillTerms,
      'COMMIT',
    ].join(';\n'),
  );

  // Fresh statistics for the planner, and a visibility map so listings can use index-only scans.
  await db.exec('VACUUM ANALYZE product_search');
  await db.exec('VACUUM ANALYZE catalogue_terms');
  await db.exec('ANALYZE products; ANALYZE product_texts; ANALYZE product_accessories; ANALYZE product_related');
}

/** A SQL string literal (standard_conforming_strings, the default on both engines). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
