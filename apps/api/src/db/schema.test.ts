import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#src/testing/test-app.ts';
import * as schema from './schema.ts';

// The SQL migrations are the source of truth; the Drizzle mirrors must name the same tables
// and columns, so no table is reachable only through hand-written SQL.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.dispose());

const tables = (Object.values(schema) as unknown[]).filter(
  (v): v is PgTable => v instanceof PgTable,
);

describe('Drizzle mirrors', () => {
  it('cover every migrated table, and only those', async () => {
    const rows = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    expect(tables.map((t) => getTableConfig(t).name).sort()).toEqual(
      rows.map((r) => r.table_name).sort(),
    );
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s matches the migrated table',
    async (name, table) => {
      const rows = await db.query<{ column_name: string }>(
        'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
        [name],
      );
      expect(rows.map((r) => r.column_name).sort()).toEqual(
        getTableConfig(table)
          .columns.map((c) => c.name)
          .sort(),
      );
    },
  );

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s agrees with the migration on which columns may be null',
    async (name, table) => {
      const rows = await db.query<{ column_name: string; is_nullable: 'YES' | 'NO' }>(
        'SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
        [name],
      );
      const migrated = Object.fromEntries(
        rows.map((r) => [r.column_name, r.is_nullable === 'YES']),
      );
      const mirrored = Object.fromEntries(
        getTableConfig(table).columns.map((c) => [c.name, !c.notNull]),
      );
      expect(mirrored).toEqual(migrated);
    },
  );

  it('reads through Drizzle', async () => {
    expect(await db.orm.select().from(schema.catalogueCategories)).toEqual([]);
    expect(await db.orm.select().from(schema.listingBitmaps)).toEqual([]);
  });
});
