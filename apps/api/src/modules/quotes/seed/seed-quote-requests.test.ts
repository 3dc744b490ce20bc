import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_DOCUMENT_ID_PATTERN, QuoteRequestFieldsSchema } from '@lumen/validation';
import { quoteRequestDocuments, quoteRequests } from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import { createTestDatabase } from '#src/testing/test-app.ts';
import { SEEDED_QUOTE_REQUESTS, seedQuoteRequests } from './seed-quote-requests.ts';

const seededAt = new Date('2026-11-25T09:00:00Z');
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'lumen-quote-seed-'));
  expect(await seedQuoteRequests(db.orm, localDiskStorage(dir), seededAt)).toBe(
    SEEDED_QUOTE_REQUESTS,
  );
});
afterAll(() => db.dispose());

const rows = () => db.orm.select().from(quoteRequests).orderBy(quoteRequests.createdAt);
const documents = () => db.orm.select().from(quoteRequestDocuments);

describe('the quote requests seed', () => {
  it('writes 120 requests over the six months before seeding, each valid by the form’s rules', async () => {
    const seeded = await rows();
    expect(seeded).toHaveLength(120);
    const oldest = seeded[0]!.createdAt.getTime();
    const newest = seeded.at(-1)!.createdAt.getTime();
    expect(newest).toBeLessThan(seededAt.getTime());
    expect((seededAt.getTime() - oldest) / 86_400_000).toBeGreaterThan(170);
    expect((seededAt.getTime() - oldest) / 86_400_000).toBeLessThan(182);
    for (const row of seeded) {
      expect(row.documentId).toMatch(QUOTE_DOCUMENT_ID_PATTERN);
      expect(row.documentId.slice(3, 11)).toBe(
        row.createdAt.toISOString().slice(0, 10).replaceAll('-', ''),
      );
      const fields = Object.fromEntries(
        Object.entries({
          name: row.name,
          companyName: row.companyName,
          email: row.email,
          phoneNumber: row.phoneNumber,
          preferredWholesaler: row.preferredWholesaler,
          wholesalerLocation: row.wholesalerLocation,
          message: row.message,
          locale: row.locale,
        }).filter(([, v]) => v !== null),
      );
      expect(QuoteRequestFieldsSchema.safeParse(fields).error?.issues, row.name).toBeUndefined();
    }
    // UK, Irish and French customers, some leaving the optional fields empty.
    expect(new Set(seeded.map((r) => r.locale))).toEqual(new Set(['en-GB', 'fr-FR']));
    expect(seeded.some((r) => r.phoneNumber.startsWith('+353'))).toBe(true);
    expect(seeded.some((r) => r.message === null)).toBe(true);
    expect(seeded.some((r) => r.preferredWholesaler === null)).toBe(true);
    expect(seeded.some((r) => /[éáóí’]/.test(r.name))).toBe(true);
  });

  it('gives each its datasheet, some other files, and puts every file in storage', async () => {
    const docs = await documents();
    const perRequest = new Map<number, typeof docs>();
    for (const d of docs)
      perRequest.set(d.quoteRequestId, [...(perRequest.get(d.quoteRequestId) ?? []), d]);
    expect(perRequest.size).toBe(120);
    for (const files of perRequest.values()) {
      expect(files.filter((d) => d.kind === 'quote-file')).toHaveLength(1);
      expect(files.filter((d) => d.kind === 'other').length).toBeLessThanOrEqual(3);
    }
    const withOthers = [...perRequest.values()].filter((f) => f.length > 1).length;
    expect(withOthers).toBeGreaterThan(20);
    expect(withOthers).toBeLessThan(80);
    for (const doc of docs) {
      const bytes = await readFile(join(dir, doc.storageKey));
      expect(bytes.length, doc.storageKey).toBe(doc.sizeBytes);
    }
    const sheet = docs.find((d) => d.kind === 'quote-file')!;
    expect(sheet.fileName).toMatch(/^ziigna-datasheet-\d{6}-\d{8}T\d{4}\.pdf$/);
    expect((await readFile(join(dir, sheet.storageKey))).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is the same on every run, and runs once', async () => {
    const again = await createTestDatabase();
    try {
      await seedQuoteRequests(again.orm, localDiskStorage(dir), seededAt);
      const pick = (r: { documentId: string; name: string; email: string }) => [
        r.documentId,
        r.name,
        r.email,
      ];
      expect((await again.orm.select().from(quoteRequests)).map(pick).sort()).toEqual(
        (await rows()).map(pick).sort(),
      );
    } finally {
      await again.dispose();
    }
    expect(await seedQuoteRequests(db.orm, localDiskStorage(dir), seededAt)).toBe(0);
    expect(await rows()).toHaveLength(120);
  });
});
