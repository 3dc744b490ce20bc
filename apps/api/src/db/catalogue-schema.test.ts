import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#src/testing/test-app.ts';
import * as catalogue from './catalogue-schema.ts';

// The SQL migration is the source of truth; the Drizzle mirrors must name the same columns.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.dispose());

describe('catalogue Drizzle mirrors', () => {
  const tables = Object.values(catalogue) as PgTable[];

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

  it('reads through Drizzle', async () => {
    expect(await db.orm.select().from(catalogue.catalogueCategories)).toEqual([]);
  });
});
