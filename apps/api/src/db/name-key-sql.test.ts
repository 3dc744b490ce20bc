import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameKey } from '@lumen/i18n';
import { MAIN_CATEGORIES } from '#src/seed/taxonomy.ts';
import { createTestDatabase } from '#src/testing/test-app.ts';
import { nameKeySql } from './name-key-sql.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.dispose());

const NAMES = [
  ...MAIN_CATEGORIES.flatMap((c) => [
    c.name.en,
    c.name.fr,
    ...c.subCategories.flatMap((s) => [s.en, s.fr]),
  ]),
  'Signalisation d’évacuation',
  "Signalisation d'évacuation",
  'SIGNALISATION D’ÉVACUATION',
  'Re\u0301glettes',
  'ŒUVRE Æther',
  '  -- a / b__c! --  ',
  'Ⅻ 💡 x',
  'ǅ K İ ß',
  '',
];

describe('nameKeySql', () => {
  it('gives what nameKey gives, for every category name and odd text', async () => {
    const rows = await db.query<{ key: string }>(
      `SELECT ${nameKeySql('n')} AS key FROM unnest($1::text[]) WITH ORDINALITY AS t(n, i) ORDER BY i`,
      [NAMES],
    );
    expect(rows.map((r) => r.key)).toEqual(NAMES.map(nameKey));
  });
});
