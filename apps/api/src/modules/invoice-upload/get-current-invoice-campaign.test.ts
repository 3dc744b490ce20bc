import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InvoiceCampaignCurrentSchema } from '@lumen/validation';
import { createTestApp } from '#src/testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A competition whose window is given in days from now. */
async function campaign(slug: string, opensInDays: number, closesInDays: number) {
  await t.db.query(
    `INSERT INTO promotions (kind, slug, opens_at, closes_at, draws_end_at, prizes, limits)
     VALUES ('invoice-upload', $1, now() + make_interval(days => $2::int),
             now() + make_interval(days => $3::int), now() + make_interval(days => $3::int),
             '{}', '{}')`,
    [slug, opensInDays, closesInDays],
  );
}

const current = () => t.app.inject({ method: 'GET', url: '/promotions/invoice-upload/current' });

beforeEach(async () => {
  await t.db.query('DELETE FROM campaign_invoice_documents');
  await t.db.query(`DELETE FROM promotions WHERE kind = 'invoice-upload'`);
});

describe('GET /promotions/invoice-upload/current', () => {
  it('is 404 until a competition has opened', async () => {
    await campaign('later', 3, 10);
    const res = await current();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });

  it('names the open competition, the one an upload enters', async () => {
    await campaign('world-cup-2022', -400, -300);
    await campaign('this-year', -2, 5);
    await campaign('next', 6, 20);
    const res = await current();
    expect(res.statusCode).toBe(200);
    const body = InvoiceCampaignCurrentSchema.parse(res.json());
    expect(body).toMatchObject({ slug: 'this-year', open: true });
    expect(Date.parse(body.closesAt)).toBeGreaterThan(Date.now());
  });

  it('names the last one to close when none is open, as closed', async () => {
    await campaign('world-cup-2022', -400, -300);
    await campaign('spring', -30, -1);
    const body = InvoiceCampaignCurrentSchema.parse((await current()).json());
    expect(body).toMatchObject({ slug: 'spring', open: false });
  });
});
