import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenEntries } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { createGoldenRun, entryFor, freshAddress } from './testing/golden-runs.ts';

/*
 * Golden ticket names are shown to staff, exported and published as winners: a name with a
 * NUL, a C1 control or a bidi override is refused with the shared message key, never stored
 * and never a 500 (the database refuses a NUL as an internal error).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let serials: string[];
beforeAll(async () => {
  t = await createTestApp();
  ({ serials } = await createGoldenRun(t.db.orm, { instant: 'after' }));
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: freshAddress() });
const enter = (payload: unknown) =>
  post('/promotions/golden-ticket/golden-customer-entry', payload);

const storedFor = (serial: string) =>
  t.db.orm.select().from(goldenEntries).where(eq(goldenEntries.serial, serial));

describe('golden ticket names', () => {
  it.each([
    ['a NUL', 'An\u0000na'],
    ['a C1 control', 'An\u0085na'],
    ['an escape', 'An\u001b[31mna'],
    ['a right-to-left override', 'An\u202ena'],
    ['a left-to-right isolate', '\u2066Anna\u2069'],
    ['a right-to-left mark', 'Anna\u200f'],
  ])('refuses %s in the first name and the surname, storing nothing', async (_what, name) => {
    const serial = serials.pop()!;
    for (const field of ['firstname', 'lastname']) {
      const res = await enter(entryFor(serial, { [field]: name }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([
        { field: `body.${field}`, message: 'text.error.invalidCharacters' },
      ]);
    }
    expect(await storedFor(serial)).toEqual([]);
  });

  it('still takes names in any script', async () => {
    const serial = serials.pop()!;
    const res = await enter(entryFor(serial, { firstname: 'محمد', lastname: 'Ó Sé-Łukasz' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedFor(serial))[0]).toMatchObject({ firstName: 'محمد' });
  });

  it('answers 400 for a NUL in the e-mail or the serial, of the entry and the redeem form', async () => {
    const serial = serials.pop()!;
    const cases: [string, Record<string, unknown>, string][] = [
      [
        '/promotions/golden-ticket/golden-customer-entry',
        entryFor(serial, { email: 'a\u0000@b.ie' }),
        'body.email',
      ],
      [
        '/promotions/golden-ticket/golden-customer-entry',
        entryFor(`${serial.slice(0, 7)}\u0000`),
        'body.goldenSerialNumber',
      ],
      [
        '/promotions/golden-ticket/redeem-instant-win-reward',
        { email: 'a\u0000@b.ie', goldenSerialNumber: serial, country: 'uk' },
        'body.email',
      ],
      [
        '/promotions/golden-ticket/redeem-instant-win-reward',
        { email: 'a@b.ie', goldenSerialNumber: `AB\u0000CDEFG`, country: 'uk' },
        'body.goldenSerialNumber',
      ],
    ];
    for (const [url, payload, field] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().issues.map((i: { field: string }) => i.field)).toContain(field);
    }
  });
});
