import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from '#src/db/client.ts';
import { mediaDirOf } from '#src/seed/artwork.ts';
import type { Seeder } from '#src/seed/seed.ts';
import { READ_MODEL_VERSION, rebuildSearch } from '../rebuild-search.ts';
import { generateCatalogue, type GeneratedProduct } from './generate-catalogue.ts';
import { renderPdf } from './render-pdf.ts';

/** Bump when the generator's output changes, so existing databases are reseeded. */
const GENERATOR_VERSION = 'catalogue-1';
const BATCH = 2_000;
const LINK_BATCH = 20_000;

export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  // The read model's version too: a database seeded before a derived table existed is rebuilt.
  version: (opts) => `${GENERATOR_VERSION}-rm${READ_MODEL_VERSION}-${opts.catalogueSize}`,
  run: (db, opts) =>
    seedCatalogue(db, { size: opts.catalogueSize, dataDir: opts.dataDir, log: opts.log }),
};

/**
 * Replaces the catalogue with the generated one. Rows go in as column arrays through unnest(),
 * one statement per batch: the cheapest bulk path both PGlite and node-postgres offer.
 */
export async function seedCatalogue(
  db: Database,
  opts: { size: number; dataDir?: string; log?: (message: string) => void },
): Promise<void> {
  const started = Date.now();
  const catalogue = generateCatalogue(opts.size);
  await db.exec(
    'TRUNCATE catalogue_terms, product_search, product_cards, catalogue_facet_values, listing_bitmaps, product_related, product_accessories, product_texts, products, catalogue_ranges, catalogue_category_texts, catalogue_categories',
  );

  const cats = catalogue.categories;
  await insertColumns(
    db,
    'catalogue_categories',
    ['id', 'key', 'parent_id', 'position'],
    ['int', 'text', 'int', 'int'],
    [
      cats.map((c) => c.id),
      cats.map((c) => c.key),
      cats.map((c) => c.parentId),
      cats.map((c) => c.position),
    ],
  );
  const texts = cats.flatMap((c) => c.texts.map((t) => ({ id: c.id, ...t })));
  await insertColumns(
    db,
    'catalogue_category_texts',
    ['category_id', 'language', 'name', 'slug', 'description'],
    ['int', 'text', 'text', 'text', 'text'],
    [
      texts.map((t) => t.id),
      texts.map((t) => t.language),
      texts.map((t) => t.name),
      texts.map((t) => t.slug),
      texts.map((t) => t.description),
    ],
  );
  const ranges = catalogue.ranges;
  await insertColumns(
    db,
    'catalogue_ranges',
    ['id', 'title', 'slug', 'main_category_id', 'position'],
    ['int', 'text', 'text', 'int', 'int'],
    [
      ranges.map((r) => r.id),
      ranges.map((r) => r.title),
      ranges.map((r) => r.slug),
      ranges.map((r) => r.mainCategoryId),
      ranges.map((r) => r.position),
    ],
  );

  const accessoryLinks: [number[], number[], number[]] = [[], [], []];
  const relatedLinks: [number[], number[], number[]] = [[], [], []];
  for (let from = 0; from < catalogue.size; from += BATCH) {
    const batch = catalogue.products(from, from + BATCH);
    await insertProducts(db, batch);
    for (const p of batch) {
      p.accessoryIds.forEach(
        (a, k) => (
          accessoryLinks[0].push(p.id),
          accessoryLinks[1].push(a),
          accessoryLinks[2].push(k + 1)
        ),
      );
      p.relatedIds.forEach(
        (r, k) => (
          relatedLinks[0].push(p.id),
          relatedLinks[1].push(r),
          relatedLinks[2].push(k + 1)
        ),
      );
    }
  }
  for (const [table, column, links] of [
    ['product_accessories', 'accessory_id', accessoryLinks],
    ['product_related', 'related_id', relatedLinks],
  ] as const) {
    for (let from = 0; from < links[0].length; from += LINK_BATCH) {
      await insertColumns(
        db,
        table,
        ['product_id', column, 'position'],
        ['int', 'int', 'int'],
        links.map((l) => l.slice(from, from + LINK_BATCH)),
      );
    }
  }
  opts.log?.(`catalogue: ${catalogue.size} products written in ${Date.now() - started} ms`);

  await rebuildSearch(db);
  opts.log?.(`catalogue: search rebuilt, ${Date.now() - started} ms in all`);

  if (opts.dataDir) {
    const media = mediaDirOf(opts.dataDir);
    for (const doc of catalogue.documentFiles) {
      const file = join(media, doc.path);
      if (existsSync(file)) continue;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, renderPdf(doc.title, doc.lines));
    }
  }
}

async function insertProducts(db: Database, batch: GeneratedProduct[]): Promise<void> {
  const json = (v: unknown) => JSON.stringify(v);
  await insertColumns(
    db,
    'products',
    [
      'id',
      'trade_product_id',
      'part_number',
      'ean_code',
      'main_category_id',
      'sub_category_id',
      'range_id',
      'is_accessory',
      'net_weight',
      'etim_class',
      'best_seller_rank',
      'facets',
      'feature_groups',
      'custom_fields',
      'media',
      'documents',
    ],
    [
      'int',
      'int',
      'text',
      'text',
      'int',
      'int',
      'int',
      'bool',
      'numeric',
      'text',
      'int',
      'jsonb',
      'jsonb',
      'jsonb',
      'jsonb',
      'jsonb',
    ],
    [
      batch.map((p) => p.id),
      batch.map((p) => p.tradeProductId),
      batch.map((p) => p.partNumber),
      batch.map((p) => p.eanCode),
      batch.map((p) => p.mainCategoryId),
      batch.map((p) => p.subCategoryId),
      batch.map((p) => p.rangeId),
      batch.map((p) => p.isAccessory),
      batch.map((p) => p.netWeight),
      batch.map((p) => p.etimClass),
      batch.map((p) => p.bestSellerRank),
      batch.map((p) => json(p.facets)),
      batch.map((p) => json(p.featureGroups)),
      batch.map((p) => json(p.customFields)),
      batch.map((p) => json(p.media)),
      batch.map((p) => json(p.documents)),
    ],
  );
  const texts = batch.flatMap((p) => p.texts.map((t) => ({ id: p.id, ...t })));
  await insertColumns(
    db,
    'product_texts',
    ['product_id', 'language', 'title', 'long_text', 'family', 'slug'],
    ['int', 'text', 'text', 'text', 'text', 'text'],
    [
      texts.map((t) => t.id),
      texts.map((t) => t.language),
      texts.map((t) => t.title),
      texts.map((t) => t.longText),
      texts.map((t) => t.family),
      texts.map((t) => t.slug),
    ],
  );
}

/** INSERT … SELECT FROM unnest($1::type[], …): one parameter per column, any number of rows. */
async function insertColumns(
  db: Database,
  table: string,
  columns: readonly string[],
  types: readonly string[],
  values: readonly unknown[][],
): Promise<void> {
  if ((values[0]?.length ?? 0) === 0) return;
  const params = types.map((t, k) => `$${k + 1}::${t}[]`).join(', ');
  await db.query(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${params})`,
    values as unknown[],
  );
}
