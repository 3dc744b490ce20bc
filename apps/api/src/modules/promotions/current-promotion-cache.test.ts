import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoldenTicketEntrySchema } from '@lumen/validation';
import { promotions } from '#src/db/schema.ts';
import { createTestDatabase } from '#src/testing/test-app.ts';
import { createGoldenEntry } from './create-golden-entry.ts';
import { createPromotion } from './create-promotion.ts';
import { CURRENT_PROMOTION_TTL_MS, findCurrentPromotionCached } from './current-promotion-cache.ts';
import { issueSerials } from './issue-serials.ts';
import { createGoldenRun, entryFor, TEST_LIMITS, TEST_PRIZES } from './testing/golden-runs.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.dispose());

const DAY = 86_400_000;
let slugs = 0;
/** A golden ticket run opening at `opensAt`, after every run createGoldenRun makes. */
const newRun = (opensAt: number, closesAt = opensAt + DAY) => ({
  kind: 'golden-ticket' as const,
  slug: `cache-run-${++slugs}-${opensAt}`,
  opensAt: new Date(opensAt),
  closesAt: new Date(closesAt),
  drawsEndAt: new Date(closesAt + DAY),
  prizes: TEST_PRIZES,
  limits: TEST_LIMITS,
});

describe('findCurrentPromotionCached', () => {
  it('answers from the run it read for a second, then reads again', async () => {
    const { promotion } = await createGoldenRun(db.orm);
    const t0 = Date.now();
    const read = (at: number) => findCurrentPromotionCached(db.orm, 'golden-ticket', new Date(at));
    expect((await read(t0))?.id).toBe(promotion.id);

    // Another API instance starts a newer run: this process sees it within the TTL.
    const [other] = await db.orm
      .insert(promotions)
      .values(newRun(t0 - 1_000))
      .returning();
    expect((await read(t0 + CURRENT_PROMOTION_TTL_MS - 1))?.id).toBe(promotion.id);
    expect((await read(t0 + CURRENT_PROMOTION_TTL_MS))?.id).toBe(other!.id);
  });

  it('forgets the cached run when this process creates one', async () => {
    const t0 = Date.now();
    await findCurrentPromotionCached(db.orm, 'golden-ticket', new Date(t0));
    const created = await createPromotion(db.orm, newRun(t0 - 500));
    const current = await findCurrentPromotionCached(db.orm, 'golden-ticket', new Date(t0 + 1));
    expect(current?.id).toBe(created.id);
  });

  it('shares one read among the requests that find it expired together', async () => {
    const t0 = Date.now() + 10 * CURRENT_PROMOTION_TTL_MS;
    const reads = Array.from({ length: 5 }, () =>
      findCurrentPromotionCached(db.orm, 'golden-ticket', new Date(t0)),
    );
    expect(new Set(reads).size).toBe(1);
    await Promise.all(reads);
  });
});

describe('an entry against the cached run', () => {
  it('is refused once the run has closed, though the cached row is under a second old', async () => {
    const t0 = Date.now();
    const run = await createPromotion(db.orm, newRun(t0 - 200, t0 + 300));
    const [serial] = await issueSerials(db.orm, run.id, 1);
    const entry = GoldenTicketEntrySchema.parse(entryFor(serial!));
    expect((await findCurrentPromotionCached(db.orm, 'golden-ticket', new Date(t0)))?.id).toBe(
      run.id,
    );
    await expect(createGoldenEntry(db, entry, new Date(t0 + 300))).rejects.toMatchObject({
      statusCode: 409,
    });
    // The same serial is still good inside the window.
    await expect(createGoldenEntry(db, entry, new Date(t0 + 299))).resolves.toEqual({});
  });
});
