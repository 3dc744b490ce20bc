import { join } from 'node:path';
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { SERIAL_ALPHABET, type UploadFileType } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { quoteRequestDocuments, quoteRequests } from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { placeholderPdf, renderArtwork } from '#src/seed/artwork.ts';
import { randomFor, type Random } from '#src/seed/random.ts';
import type { Seeder } from '#src/seed/seed.ts';
import { customerFor } from './quote-customers.ts';

/** Enough for three pages of the staff list (50 a page, campaigns spec §9). */
export const SEEDED_QUOTE_REQUESTS = 120;
/** Spread over the half year before seeding, newest last. */
const SPAN_DAYS = 180;
const DAY = 24 * 3_600_000;
const SALT = 27;

type SeedFile = { fileName: string; contentType: UploadFileType; bytes: Buffer };
type SeedDocument = SeedFile & {
  kind: 'quote-file' | 'other';
  position: number;
  storageKey: string;
};

/** Site photos and plans customers attach; rendered once, stored under each quote's keys. */
async function attachmentPool(): Promise<((n: number) => SeedFile)[]> {
  const photo = await renderArtwork('site.jpg', {
    motif: 'scene',
    seed: 'quote-site',
    width: 480,
    height: 320,
  });
  const plan = await renderArtwork('plan.png', {
    motif: 'page',
    seed: 'quote-plan',
    width: 320,
    height: 452,
  });
  return [
    (n) => ({ fileName: `IMG_${4100 + n}.jpg`, contentType: 'image/jpeg', bytes: photo }),
    (n) => ({
      fileName: `floor-plan-level-${(n % 4) + 1}.png`,
      contentType: 'image/png',
      bytes: plan,
    }),
    (n) => ({
      fileName: `lighting-layout-rev-${String.fromCharCode(65 + (n % 5))}.pdf`,
      contentType: 'application/pdf',
      bytes: placeholderPdf(`lighting-layout-${n}`),
    }),
  ];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The datasheet as the builder names it: a prefix, six random digits and a timestamp. */
function datasheet(r: Random, at: Date): SeedFile {
  const stamp = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`;
  const number = pad(r.int(0, 999_999), 6);
  return {
    fileName: `ziigna-datasheet-${number}-${stamp}.pdf`,
    contentType: 'application/pdf',
    bytes: placeholderPdf(`ziigna-datasheet-${number}`),
  };
}

function documentIdFor(r: Random, at: Date) {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  const code = Array.from({ length: 6 }, () => r.pick([...SERIAL_ALPHABET])).join('');
  return `ZQ-${day}-${code}`;
}

/** One seeded request and its files: every one has its datasheet, about a third more files. */
function planRequest(i: number, now: Date, pool: ((n: number) => SeedFile)[]) {
  const r = randomFor(i, SALT);
  // Oldest first, on working hours (08:00 to 17:59 UTC), never in the future.
  const day = Math.floor(((SEEDED_QUOTE_REQUESTS - i) * SPAN_DAYS) / SEEDED_QUOTE_REQUESTS);
  const at = new Date(
    Math.min(
      now.getTime() - 60_000,
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) -
        day * DAY +
        r.int(8 * 60, 17 * 60 + 59) * 60_000,
    ),
  );
  const documentId = documentIdFor(r, at);
  const keyOf = (suffix: string) => `quotes/seed/${documentId.toLowerCase()}-${suffix}`;
  const others = r.chance(0.35) ? r.int(1, 3) : 0;
  const documents: SeedDocument[] = [
    { ...datasheet(r, at), kind: 'quote-file', position: 0, storageKey: keyOf('datasheet') },
    ...Array.from({ length: others }, (_, position) => ({
      ...r.pick(pool)(i + position),
      kind: 'other' as const,
      position,
      storageKey: keyOf(`other-${position}`),
    })),
  ];
  return { request: { ...customerFor(i, r), documentId, createdAt: at }, documents };
}

/**
 * 120 quote requests for the staff list (issue 12 point 6), the same ones on every machine,
 * dated over the six months before seeding, with their files in storage. Runs once: a
 * database that has quote requests (seeded or sent) is left as it is.
 */
export async function seedQuoteRequests(db: Orm, storage: ObjectStorage, now = new Date()) {
  const [existing] = await db.select({ n: count() }).from(quoteRequests);
  if (existing && existing.n > 0) return 0;
  const pool = await attachmentPool();
  const plans = Array.from({ length: SEEDED_QUOTE_REQUESTS }, (_, i) => planRequest(i, now, pool));
  const documents = plans.flatMap((p) => p.documents);
  // Files first, rows after: the rows never point at a file that is not there. Keys are
  // fixed, so a seed that failed half way overwrites its own files the next time.
  for (const d of documents) {
    await storage.put(d.storageKey, Readable.from([d.bytes]), d.contentType);
  }
  await db.transaction(async (tx) => {
    const ids = await tx
      .insert(quoteRequests)
      .values(plans.map((p) => p.request))
      .returning({ id: quoteRequests.id, documentId: quoteRequests.documentId });
    const idOf = new Map(ids.map((row) => [row.documentId, row.id]));
    await tx.insert(quoteRequestDocuments).values(
      plans.flatMap((p) =>
        p.documents.map(({ bytes, ...d }) => ({
          ...d,
          quoteRequestId: idOf.get(p.request.documentId)!,
          sizeBytes: bytes.length,
        })),
      ),
    );
  });
  return plans.length;
}

export const quoteRequestsSeeder: Seeder = {
  name: 'quote-requests',
  version: () => 'quote-requests-1',
  async run(db, opts) {
    const storage = opts.storage ?? localDiskStorage(join(opts.dataDir, 'uploads'));
    const seeded = await seedQuoteRequests(db.orm, storage);
    opts.log?.(`quote requests: ${seeded} seeded`);
  },
};
