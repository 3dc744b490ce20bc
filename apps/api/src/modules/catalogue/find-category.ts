import type { ProductLanguage } from '@lumen/validation';
import type { Database } from '#src/db/client.ts';

/**
 * Categories are named in URLs and request bodies by slug (either language), key or display
 * name ("Downlights", "spots-encastres", "downlights"); every catalogue call resolves them
 * the same way, case-insensitively.
 */
export type FoundCategory = {
  id: number;
  key: string;
  level: 'main' | 'sub';
  parentId: number | null;
  texts: Record<ProductLanguage, { name: string; slug: string }>;
};

type Row = {
  id: number;
  key: string;
  parent_id: number | null;
  texts: { language: ProductLanguage; name: string; slug: string }[];
};

const SELECT = `SELECT c.id, c.key, c.parent_id,
       (SELECT json_agg(json_build_object('language', t.language, 'name', t.name, 'slug', t.slug))
          FROM catalogue_category_texts t WHERE t.category_id = c.id) AS texts
  FROM catalogue_categories c`;

const MATCHES = `(lower(c.key) = $1 OR c.id IN (
   SELECT category_id FROM catalogue_category_texts WHERE slug = $1 OR lower(name) = $1 OR lower(slug) = $1))`;

export async function findCategory(
  db: Database,
  ref: string,
  opts: { level?: 'main' | 'sub'; parentId?: number } = {},
): Promise<FoundCategory | undefined> {
  const where = [MATCHES];
  const params: unknown[] = [ref.trim().toLowerCase()];
  if (opts.level === 'main') where.push('c.parent_id IS NULL');
  if (opts.level === 'sub') where.push('c.parent_id IS NOT NULL');
  if (opts.parentId !== undefined) {
    params.push(opts.parentId);
    where.push(`c.parent_id = $${params.length}`);
  }
  // A main category wins over a sub category with the same name.
  // Four texts at most (level, parent): prepared once per connection.
  const [row] = await db.query<Row>(
    `${SELECT} WHERE ${where.join(' AND ')} ORDER BY c.parent_id NULLS FIRST, c.id LIMIT 1`,
    params,
    { prepare: true },
  );
  return row ? toFound(row) : undefined;
}

/** Names of a main category's sub categories by key, for facet labels. */
export async function subCategoryNames(
  db: Database,
  mainId: number,
  language: ProductLanguage,
): Promise<Map<string, string>> {
  const rows = await db.query<{ key: string; name: string }>(
    `SELECT c.key, t.name FROM catalogue_categories c
       JOIN catalogue_category_texts t ON t.category_id = c.id AND t.language = $2
      WHERE c.parent_id = $1`,
    [mainId, language],
    { prepare: true },
  );
  return new Map(rows.map((r) => [r.key, r.name]));
}

function toFound(row: Row): FoundCategory {
  const texts = Object.fromEntries(
    row.texts.map((t) => [t.language, { name: t.name, slug: t.slug }]),
  ) as FoundCategory['texts'];
  return {
    id: row.id,
    key: row.key,
    level: row.parent_id === null ? 'main' : 'sub',
    parentId: row.parent_id,
    texts,
  };
}
