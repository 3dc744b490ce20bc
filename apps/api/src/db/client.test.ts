import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#src/testing/test-app.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.dispose());

describe('database handle', () => {
  it('runs a prepared statement again and again, with new parameters each time', async () => {
    const text = 'SELECT $1::int * 2 AS doubled';
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(await db.query(text, [n], { prepare: true })).toEqual([{ doubled: n * 2 }]);
    }
    expect(await db.query(text, [21])).toEqual([{ doubled: 42 }]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'turns JIT off on server connections (it costs tens of ms on millisecond queries)',
    async () => {
      expect(await db.query('SHOW jit')).toEqual([{ jit: 'off' }]);
    },
  );
});
