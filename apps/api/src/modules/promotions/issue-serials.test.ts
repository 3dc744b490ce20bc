import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERIAL_ALPHABET } from '@lumen/validation';
import { goldenSerials, winningMoments } from '#src/db/schema.ts';
import { UsageError } from '#src/lib/database-command.ts';
import { packageRoot } from '#src/lib/package-root.ts';
import { createTestDatabase } from '#src/testing/test-app.ts';
import { createWinningMoments } from './create-winning-moments.ts';
import { issueSerials, newSerial } from './issue-serials.ts';
import { issueSerialsCommand } from './issue-serials-command.ts';
import { createGoldenRun } from './testing/golden-runs.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.dispose());

const SERIAL = new RegExp(`^[${SERIAL_ALPHABET}]{8}$`);

describe('issueSerials', () => {
  it('issues distinct 8-character serials of the alphabet', async () => {
    const { promotion } = await createGoldenRun(db.orm, { serials: 0 });
    const serials = await issueSerials(db.orm, promotion.id, 2500);
    expect(serials).toHaveLength(2500);
    expect(new Set(serials).size).toBe(2500);
    expect(serials.every((s) => SERIAL.test(s))).toBe(true);
  });

  it('draws again when a serial collides with one already issued', async () => {
    const { promotion, serials } = await createGoldenRun(db.orm, { serials: 1 });
    // A picker that first repeats the existing serial, then writes a new one.
    const existing = [...serials[0]!].map((c) => SERIAL_ALPHABET.indexOf(c));
    const fresh = [...'ZZZZ9999'].map((c) => SERIAL_ALPHABET.indexOf(c));
    const sequence = [...existing, ...fresh];
    let i = 0;
    const issued = await issueSerials(db.orm, promotion.id, 1, () => sequence[i++]!);
    expect(issued).toEqual(['ZZZZ9999']);
    expect(newSerial()).toMatch(SERIAL);
  });
});

describe('createWinningMoments', () => {
  it('stores count moments inside the window, spread across it', async () => {
    const { promotion } = await createGoldenRun(db.orm, { serials: 0 });
    const from = new Date('2030-01-01T00:00:00Z');
    const to = new Date('2030-01-31T00:00:00Z');
    await createWinningMoments(db.orm, {
      promotionId: promotion.id,
      count: 380,
      value: 25,
      from,
      to,
    });
    const rows = await db.orm
      .select()
      .from(winningMoments)
      .where(eq(winningMoments.promotionId, promotion.id));
    expect(rows).toHaveLength(380);
    expect(
      rows.every((m) => m.at >= from && m.at < to && m.value === 25 && m.entryId === null),
    ).toBe(true);
    // Uniform: each half of the window holds about half (binomial, 380 draws; 6 sd margin).
    const firstHalf = rows.filter((m) => m.at.getTime() < (from.getTime() + to.getTime()) / 2);
    expect(Math.abs(firstHalf.length - 190)).toBeLessThan(60);
  });

  it('refuses an empty window', async () => {
    const at = new Date();
    await expect(
      createWinningMoments(db.orm, { promotionId: 1, count: 1, value: 25, from: at, to: at }),
    ).rejects.toThrow();
  });
});

describe('promotions:issue-serials', () => {
  it('issues the requested serials for the named run', async () => {
    const { promotion } = await createGoldenRun(db.orm, { serials: 0 });
    const serials = await issueSerialsCommand(db.orm, [
      '--',
      '--promotion',
      promotion.slug,
      '--count',
      '7',
    ]);
    expect(serials).toHaveLength(7);
    const stored = await db.orm
      .select()
      .from(goldenSerials)
      .where(eq(goldenSerials.promotionId, promotion.id));
    expect(stored.map((s) => s.serial).sort()).toEqual([...serials].sort());
  });

  it('refuses a missing or bad count, an unknown option and an unknown run', async () => {
    const { promotion } = await createGoldenRun(db.orm, { serials: 0 });
    for (const argv of [
      ['--promotion', promotion.slug],
      ['--promotion', promotion.slug, '--count', '0'],
      ['--promotion', promotion.slug, '--count', '2.5'],
      ['--promotion', promotion.slug, '--count', '1000000'],
      ['--promotion', promotion.slug, '--count', '3', '--dry-run'],
      ['--promotion', 'no-such-run', '--count', '3'],
    ])
      await expect(issueSerialsCommand(db.orm, argv), argv.join(' ')).rejects.toThrow(UsageError);
  });

  it('runs as the package script, and says so when the run does not exist', () => {
    // On an embedded database of its own, which has no runs.
    const dataDir = mkdtempSync(join(tmpdir(), 'lumen-issue-serials-'));
    const { DATABASE_URL: _server, ...env } = process.env;
    const res = spawnSync(
      'pnpm',
      ['run', '--silent', 'promotions:issue-serials', '--', '--promotion', 'nope', '--count', '2'],
      {
        cwd: packageRoot(import.meta.dirname),
        env: { ...env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    expect(res.stderr).toContain('No golden ticket run has the slug "nope"');
    expect(res.status).toBe(2);
  }, 60_000);
});
