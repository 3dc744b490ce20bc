import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PromotionRetentionListSchema } from '@lumen/validation';
import {
  auditLog,
  campaignInvoiceDocuments,
  emailOutbox,
  goldenEntries,
  promotionDrawWinners,
  promotions,
  winningMoments,
} from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, sessionCookieFor, staffGet } from '#src/testing/staff.ts';
import { createPromotion } from '../create-promotion.ts';
import { issueSerials } from '../issue-serials.ts';
import { TEST_LIMITS, TEST_PRIZES } from '../testing/golden-runs.ts';
import { anonymiseDuePromotions } from './anonymise-promotions.ts';
import { ANONYMISED, ANONYMISERS, type Anonymiser } from './anonymisers.ts';
import { retentionCommand } from './retention-command.ts';

/*
 * The retention command on a real, migrated database (issue 14 point 9; decision 036): only
 * runs past their date are anonymised, counts and draws stay, files go, the outbox's mail to
 * the entrants loses its address, a dry run changes nothing, a second run does nothing, and a
 * run stopped half-way finishes on the next.
 */

const DAY = 86_400_000;
// Now, as the route reads its status against the clock.
const NOW = new Date();
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let marketing: string;
let storage: ReturnType<typeof localDiskStorage>;
let uploads: string;
let slugs = 0;

async function goldenRun(drawsEndDaysAgo: number, retentionDays?: number, entrants = 3) {
  slugs += 1;
  const drawsEndAt = daysAgo(drawsEndDaysAgo);
  const promotion = await createPromotion(t.db.orm, {
    kind: 'golden-ticket',
    slug: `retention-golden-${slugs}`,
    opensAt: new Date(drawsEndAt.getTime() - 60 * DAY),
    closesAt: new Date(drawsEndAt.getTime() - DAY),
    drawsEndAt,
    prizes: TEST_PRIZES,
    limits: TEST_LIMITS,
    retentionDays,
  });
  const serials = await issueSerials(t.db.orm, promotion.id, entrants);
  const entries = await t.db.orm
    .insert(goldenEntries)
    .values(
      serials.map((serial, i) => ({
        promotionId: promotion.id,
        serial,
        firstName: 'Siobhán',
        lastName: `Ní Bhriain ${i}`,
        email: `siobhan.${slugs}.${i}@Sparks.example`,
        marketingConsentAt: promotion.opensAt,
        createdAt: new Date(promotion.opensAt.getTime() + (i + 1) * DAY),
      })),
    )
    .returning();
  return { promotion, entries };
}

async function invoiceRun(drawsEndDaysAgo: number, files = 2) {
  slugs += 1;
  const drawsEndAt = daysAgo(drawsEndDaysAgo);
  const promotion = await createPromotion(t.db.orm, {
    kind: 'invoice-upload',
    slug: `retention-invoice-${slugs}`,
    opensAt: new Date(drawsEndAt.getTime() - 60 * DAY),
    closesAt: drawsEndAt,
    drawsEndAt,
    prizes: TEST_PRIZES,
    limits: TEST_LIMITS,
  });
  const rows = [];
  for (let i = 0; i < files; i++) {
    const storageKey = `invoices/${promotion.slug}/file-${i}`;
    await storage.put(storageKey, Readable.from([Buffer.from('%PDF-1.4 invoice')]), 'x');
    const [row] = await t.db.orm
      .insert(campaignInvoiceDocuments)
      .values({
        promotionId: promotion.id,
        firstName: 'François',
        lastName: 'Lefèvre',
        companyName: 'Électricité Générale',
        email: `francois.${slugs}.${i}@lefevre.example`,
        storageKey,
        contentType: 'application/pdf',
        sizeBytes: 16,
        createdAt: new Date(promotion.opensAt.getTime() + DAY),
        // A thumbnail a staff view kept: the invoice's picture, so personal data too.
        thumbJpeg: Buffer.from('a kept thumbnail'),
      })
      .returning();
    rows.push(row!);
  }
  return { promotion, rows };
}

const entriesOf = (promotionId: number) =>
  t.db.orm
    .select()
    .from(goldenEntries)
    .where(eq(goldenEntries.promotionId, promotionId))
    .orderBy(asc(goldenEntries.id));
const invoicesOf = (promotionId: number) =>
  t.db.orm
    .select()
    .from(campaignInvoiceDocuments)
    .where(eq(campaignInvoiceDocuments.promotionId, promotionId))
    .orderBy(asc(campaignInvoiceDocuments.id));
const promotionRow = async (id: number) =>
  (await t.db.orm.select().from(promotions).where(eq(promotions.id, id)))[0]!;
const storedFiles = async (slug: string) =>
  readdir(join(uploads, 'invoices', slug)).catch(() => [] as string[]);
const retentionAudit = () =>
  t.db.orm
    .select()
    .from(auditLog)
    .where(inArray(auditLog.action, ['retention.run', 'retention.anonymise']))
    .orderBy(asc(auditLog.id));

let due: Awaited<ReturnType<typeof goldenRun>>;
let shortRetention: Awaited<ReturnType<typeof goldenRun>>;
let notDue: Awaited<ReturnType<typeof goldenRun>>;
let invoices: Awaited<ReturnType<typeof invoiceRun>>;
let mailInWindow: number;
let mailLater: number;

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  uploads = join(t.dataDir, 'retention-uploads');
  storage = localDiskStorage(uploads);
  admin = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'admin')).id);
  marketing = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'marketing')).id);
  // Default period (365 days) ended 35 days ago; a 30-day period ended a day ago; a run whose
  // draws ended 300 days ago keeps its data for 65 more days.
  due = await goldenRun(400);
  shortRetention = await goldenRun(31, 30);
  notDue = await goldenRun(300);
  invoices = await invoiceRun(366);
  const [winner, instant] = due.entries;
  await t.db.orm.insert(promotionDrawWinners).values({
    promotionId: due.promotion.id,
    draw: 'weekly',
    entryId: winner!.id,
    drawnAt: new Date(due.promotion.opensAt.getTime() + 7 * DAY),
    reward: 100,
  });
  await t.db.orm.insert(winningMoments).values({
    promotionId: due.promotion.id,
    at: instant!.createdAt,
    value: 25,
    entryId: instant!.id,
  });
  // The voucher e-mail of the run, and a later run's mail to the same person (kept).
  const [a, b] = await t.db.orm
    .insert(emailOutbox)
    .values([
      {
        to: winner!.email.toLowerCase(),
        subject: 'Your voucher',
        text: 'Dear Siobhán, your code is X',
        createdAt: new Date(due.promotion.opensAt.getTime() + 8 * DAY),
      },
      {
        to: winner!.email,
        subject: 'Another promotion',
        text: 'Dear Siobhán',
        createdAt: daysAgo(10),
      },
    ])
    .returning({ id: emailOutbox.id });
  mailInWindow = a!.id;
  mailLater = b!.id;
});

afterAll(() => t.close());

describe('the retention command', () => {
  it('dry run: reports the runs past their date and changes nothing', async () => {
    const before = await entriesOf(due.promotion.id);
    const lines = await retentionCommand(t.db.orm, storage, ['--', '--dry-run'], NOW);
    expect(lines[0]).toBe('Dry run: nothing is changed.');
    const text = lines.join('\n');
    expect(text).toContain(`${due.promotion.slug} (golden-ticket, due `);
    expect(text).toContain(`${shortRetention.promotion.slug} (golden-ticket`);
    expect(text).toContain(`${invoices.promotion.slug} (invoice-upload`);
    expect(text).not.toContain(notDue.promotion.slug);
    expect(text).toContain('  golden_entries: would anonymise 3 rows');
    expect(text).toContain('  campaign_invoice_documents: would anonymise 2 rows');
    expect(await entriesOf(due.promotion.id)).toEqual(before);
    expect(await storedFiles(invoices.promotion.slug)).toHaveLength(2);
    expect((await promotionRow(due.promotion.id)).anonymisedAt).toBeNull();
    expect(await retentionAudit()).toEqual([]);
  });

  it('refuses an unknown option', async () => {
    await expect(retentionCommand(t.db.orm, storage, ['--force'], NOW)).rejects.toThrow(
      /Unknown option '--force'[\s\S]*Usage: pnpm --filter @lumen\/api retention/,
    );
  });

  it('anonymises only the runs past their date, keeping counts, serials and draws', async () => {
    const before = await entriesOf(due.promotion.id);
    const lines = await retentionCommand(t.db.orm, storage, [], NOW);
    expect(lines.join('\n')).toContain(
      '  golden_entries: anonymised 3 rows, 0 files deleted, 1 e-mails cleared',
    );
    expect(lines.join('\n')).toContain(
      '  campaign_invoice_documents: anonymised 2 rows, 2 files deleted, 0 e-mails cleared',
    );

    const after = await entriesOf(due.promotion.id);
    expect(after).toHaveLength(before.length);
    expect(after.map((e) => [e.id, e.serial, e.createdAt])).toEqual(
      before.map((e) => [e.id, e.serial, e.createdAt]),
    );
    for (const e of after)
      expect(e).toMatchObject({
        firstName: ANONYMISED.firstName,
        lastName: ANONYMISED.lastName,
        email: ANONYMISED.email,
      });
    for (const e of await entriesOf(shortRetention.promotion.id))
      expect(e.email).toBe(ANONYMISED.email);
    // Not yet due: untouched.
    expect(await entriesOf(notDue.promotion.id)).toEqual(notDue.entries);
    expect((await promotionRow(notDue.promotion.id)).anonymisedAt).toBeNull();
    expect((await promotionRow(due.promotion.id)).anonymisedAt).toEqual(NOW);

    // The draws still name their entries, so the winners page still lists them.
    const winners = await t.app.inject({
      method: 'GET',
      url: `/promotions/golden-ticket/winners?promotion=${due.promotion.slug}`,
    });
    expect(winners.statusCode).toBe(200);
    const body = winners.json<{ weekly: { winnerName: string }[]; instant: unknown[] }>();
    expect(body.weekly).toEqual([expect.objectContaining({ winnerName: 'Anonymised E.' })]);
    expect(body.instant).toHaveLength(1);

    // Files deleted, rows kept with their reference, size and key.
    expect(await storedFiles(invoices.promotion.slug)).toEqual([]);
    const docs = await invoicesOf(invoices.promotion.id);
    expect(docs.map((d) => [d.id, d.reference, d.storageKey, d.sizeBytes])).toEqual(
      invoices.rows.map((d) => [d.id, d.reference, d.storageKey, d.sizeBytes]),
    );
    for (const d of docs)
      expect(d).toMatchObject({
        firstName: ANONYMISED.firstName,
        lastName: ANONYMISED.lastName,
        companyName: ANONYMISED.companyName,
        email: ANONYMISED.email,
        thumbJpeg: null,
      });

    // The run's mail lost its address and text; a later run's mail to the same person stayed.
    const mail = await t.db.orm
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [mailInWindow, mailLater]))
      .orderBy(asc(emailOutbox.id));
    expect(mail[0]).toMatchObject({
      to: ANONYMISED.email,
      text: ANONYMISED.mailText,
      sentAt: null,
      lastError: ANONYMISED.unsentError,
    });
    expect(mail[1]).toMatchObject({ to: due.entries[0]!.email, text: 'Dear Siobhán' });

    // Audited as the system: one entry per run anonymised, one for the command's run.
    const audit = await retentionAudit();
    expect(audit.map((a) => [a.action, a.actorId, a.targetId])).toEqual([
      ['retention.anonymise', null, String(due.promotion.id)],
      ['retention.anonymise', null, String(invoices.promotion.id)],
      ['retention.anonymise', null, String(shortRetention.promotion.id)],
      ['retention.run', null, null],
    ]);
    expect(audit[1]!.details).toMatchObject({
      slug: invoices.promotion.slug,
      tables: [{ table: 'campaign_invoice_documents', rows: 2, files: 2, emails: 0 }],
    });
  });

  it('is idempotent: a second run finds nothing and changes nothing', async () => {
    const before = await entriesOf(due.promotion.id);
    expect(await retentionCommand(t.db.orm, storage, [], NOW)).toEqual([
      'No promotion is past its retention period.',
    ]);
    expect(await entriesOf(due.promotion.id)).toEqual(before);
    expect((await promotionRow(due.promotion.id)).anonymisedAt).toEqual(NOW);
    const audit = await retentionAudit();
    expect(audit.filter((a) => a.action === 'retention.anonymise')).toHaveLength(3);
    expect(audit.at(-1)!.action).toBe('retention.run');
  });

  it('a run stopped half-way leaves the run unmarked, and the next one finishes it', async () => {
    const run = await goldenRun(500, undefined, 5);
    let batches = 0;
    const failing: Anonymiser = {
      ...ANONYMISERS['golden-ticket'][0]!,
      async anonymiseBatch(tx, ctx) {
        batches += 1;
        if (batches === 3) throw new Error('the database went away');
        return ANONYMISERS['golden-ticket'][0]!.anonymiseBatch(tx, ctx);
      },
    };
    await expect(
      anonymiseDuePromotions(t.db.orm, {
        storage,
        now: NOW,
        batchSize: 2,
        registry: { ...ANONYMISERS, 'golden-ticket': [failing] },
      }),
    ).rejects.toThrow('the database went away');
    const half = await entriesOf(run.promotion.id);
    expect(half.filter((e) => e.email === ANONYMISED.email)).toHaveLength(4);
    expect((await promotionRow(run.promotion.id)).anonymisedAt).toBeNull();

    const report = await anonymiseDuePromotions(t.db.orm, { storage, now: NOW, batchSize: 2 });
    expect(report.promotions).toEqual([
      expect.objectContaining({
        slug: run.promotion.slug,
        tables: [{ table: 'golden_entries', rows: 1, files: 0, emails: 0 }],
      }),
    ]);
    expect((await entriesOf(run.promotion.id)).every((e) => e.email === ANONYMISED.email)).toBe(
      true,
    );
    expect((await promotionRow(run.promotion.id)).anonymisedAt).toEqual(NOW);
  });

  it('refuses a retention period under the 30 days of published winners', async () => {
    await expect(
      createPromotion(t.db.orm, {
        kind: 'golden-ticket',
        slug: 'retention-too-short',
        opensAt: daysAgo(10),
        closesAt: daysAgo(5),
        drawsEndAt: daysAgo(5),
        prizes: TEST_PRIZES,
        limits: TEST_LIMITS,
        retentionDays: 29,
      }),
    ).rejects.toThrow();
    await expect(
      t.db.query(`UPDATE promotions SET retention_days = 29 WHERE id = ${due.promotion.id}`),
    ).rejects.toThrow(/retention_days/);
  });
});

describe('GET /admin/promotions-retention', () => {
  it('lists each run with its dates and counts, still to do first, soonest first', async () => {
    const response = await staffGet(t.app, '/admin/promotions-retention', admin);
    expect(response.statusCode).toBe(200);
    const { promotions: rows } = PromotionRetentionListSchema.parse(response.json());
    expect(rows[0]).toEqual({
      slug: notDue.promotion.slug,
      kind: 'golden-ticket',
      closesAt: notDue.promotion.closesAt.toISOString(),
      drawsEndAt: notDue.promotion.drawsEndAt.toISOString(),
      retentionDays: 365,
      retentionIsDefault: true,
      anonymiseAt: new Date(notDue.promotion.drawsEndAt.getTime() + 365 * DAY).toISOString(),
      status: 'kept',
      anonymisedAt: null,
      entrants: 3,
      withPersonalData: 3,
    });
    const short = rows.find((r) => r.slug === shortRetention.promotion.slug);
    expect(short).toMatchObject({
      retentionDays: 30,
      retentionIsDefault: false,
      status: 'anonymised',
      anonymisedAt: NOW.toISOString(),
      entrants: 3,
      withPersonalData: 0,
    });
    expect(rows.find((r) => r.slug === invoices.promotion.slug)).toMatchObject({
      kind: 'invoice-upload',
      entrants: 2,
      withPersonalData: 0,
    });
  });

  it('is for admins only', async () => {
    const response = await staffGet(t.app, '/admin/promotions-retention', marketing);
    expect(response.statusCode).toBe(403);
    const anonymous = await staffGet(t.app, '/admin/promotions-retention');
    expect(anonymous.statusCode).toBe(401);
  });
});
