import { nameKey } from '@lumen/i18n';
import type { ProductLanguage } from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import { nameKeySql } from '#src/db/name-key-sql.ts';

/**
 * Categories are named in URLs and request bodies by slug (either language), key or display
 * name ("Downlights", "spots-encastres", "downlights", "Spots lèche-mur"); every catalogue
 * call resolves them the same way, by nameKey: whatever the case, accents and apostrophes.
 */
export type FoundCategory = {
  id: number;
  key: string;
  level: 'main' | 'sub';
  parentId: number | null;
  texts: Record<ProductLanguage, { name: string; slug: string }>;
};

export type CategoryRow = {
  id: number;
  key: string;
  parent_id: number | null;
  texts: { language: ProductLanguage; name: string; slug: string }[];
};

const SELECT = `SELECT c.id, c.key, c.parent_id,
       (SELECT json_agg(json_build_object('language', t.language, 'name', t.name, 'slug', t.slug))
          FROM catalogue_category_texts t WHERE t.category_id = c.id) AS texts
  FROM catalogue_categories c`;

// The subquery is uncorrelated: PostgreSQL keys the few hundred texts once per statement.
const matches = (param: string) => `(${nameKeySql('c.key')} = ${param} OR c.id IN (
   SELECT category_id FROM catalogue_category_texts
    WHERE ${nameKeySql('slug')} = ${param} OR ${nameKeySql('name')} = ${param}))`;

/** How a reference is compared: its nameKey. Bind it to the SQL below. */
export function categoryRef(ref: string): string {
  return nameKey(ref);
}

/**
 * The main category a reference names, as one SQL query (a CategoryRow, or no row), for
 * statements that resolve it themselves: `param` holds categoryRef(ref).
 */
export function mainCategorySql(param: string): string {
  return `${SELECT} WHERE ${matches(param)} AND c.parent_id IS NULL ORDER BY c.id LIMIT 1`;
}

export async function findCategory(
  db: Database,
  ref: string,
  opts: { level?: 'main' | 'sub'; parentId?: number } = {},
): Promise<FoundCategory | undefined> {
  const where = [matches('$1')];
  const params: unknown[] = [categoryRef(ref)];
  if (opts.level === 'main') where.push('c.parent_id IS NULL');
  if (opts.level === 'sub') where.push('c.parent_id IS NOT NULL');
  if (opts.parentId !== undefined) {
    params.push(opts.parentId);
    where.push(`c.parent_id = $${params.length}`);
  }
  // A main category wins over a sub category with the same name.
  // Four texts at most (level, parent): prepared once per connection.
  const [row] = await db.query<CategoryRow>(
    `${SELECT} WHERE ${where.join(' AND ')} ORDER BY c.parent_id NULLS FIRST, c.id LIMIT 1`,
    params,
    { prepare: true },
  );
  return row ? toFound(row) : undefined;
}

export function toFound(row: CategoryRow): FoundCategory {
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
