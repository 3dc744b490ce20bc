import { and, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { ANONYMISED, type PromotionKind } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import {
  campaignInvoiceDocuments,
  emailOutbox,
  gardenPromoEntries,
  goldenEntries,
} from '#src/db/schema.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import type { Promotion } from '../promotion-queries.ts';

/*
 * The per-table anonymisers of the retention command (issue 14 point 9; docs/decisions/036),
 * keyed by promotion kind. Each clears one table's personal data for one run, a batch at a
 * time, and keeps the rows themselves: ids, serials, dates and win links stay, so counts, the
 * published draws and a draw's pool (a hash over serials) still verify. A new table joins by
 * adding an Anonymiser to its kind's list below; nothing else changes.
 */

// The placeholders live with the other promotion constants, where the console reads them too.
export { ANONYMISED };

/** E-mails to entrants are kept with the run only while it can still concern them. */
const MAIL_WINDOW_AFTER_DRAWS_MS = 30 * 86_400_000;

export type AnonymiseContext = { promotion: Promotion; storage: ObjectStorage; limit: number };
export type BatchResult = { rows: number; files: number; emails: number };

export type Anonymiser = {
  /** The table, for the command's report and the audit entry. */
  table: string;
  /** Every entrant row of the run, and those still holding personal data. */
  counts(db: Orm, promotionId: number): Promise<{ total: number; withPersonalData: number }>;
  /**
   * Clears up to `limit` rows in the given transaction and says how many; 0 rows means the
   * table is done for this run. Must be safe to repeat after a crash at any point.
   */
  anonymiseBatch(tx: Orm, ctx: AnonymiseContext): Promise<BatchResult>;
};

/**
 * The e-mails the run sent to these addresses (voucher codes, names) lose their recipient and
 * text. The outbox has no link to a run, so "the run's" is: to one of its entrants, written
 * between its opening and 30 days after its draws (a later run's mail to the same person stays).
 */
async function anonymiseOutbox(tx: Orm, promotion: Promotion, emails: string[]) {
  const addresses = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (addresses.length === 0) return 0;
  const until = new Date(promotion.drawsEndAt.getTime() + MAIL_WINDOW_AFTER_DRAWS_MS);
  const rows = await tx
    .update(emailOutbox)
    .set({
      to: ANONYMISED.email,
      text: ANONYMISED.mailText,
      // Never delivered: it stays unsent, and says why to whoever retries the outbox.
      lastError: sql`CASE WHEN ${emailOutbox.sentAt} IS NULL THEN ${ANONYMISED.unsentError} ELSE ${emailOutbox.lastError} END`,
    })
    .where(
      and(
        inArray(sql`lower(${emailOutbox.to})`, addresses),
        gte(emailOutbox.createdAt, promotion.opensAt),
        lt(emailOutbox.createdAt, until),
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** Golden ticket entrants: names and e-mail; serial, dates and wins stay. */
export const goldenEntriesAnonymiser: Anonymiser = {
  table: 'golden_entries',
  async counts(db, promotionId) {
    const [row] = await db
      .select({
        total: count(),
        withPersonalData: count(
          sql`CASE WHEN ${goldenEntries.email} <> ${ANONYMISED.email} THEN 1 END`,
        ),
      })
      .from(goldenEntries)
      .where(eq(goldenEntries.promotionId, promotionId));
    return { total: row?.total ?? 0, withPersonalData: row?.withPersonalData ?? 0 };
  },
  async anonymiseBatch(tx, { promotion, limit }) {
    const rows = await tx
      .select({ id: goldenEntries.id, email: goldenEntries.email })
      .from(goldenEntries)
      .where(
        and(eq(goldenEntries.promotionId, promotion.id), ne(goldenEntries.email, ANONYMISED.email)),
      )
      .orderBy(goldenEntries.id)
      .limit(limit)
      .for('update');
    if (rows.length === 0) return { rows: 0, files: 0, emails: 0 };
    const emails = await anonymiseOutbox(
      tx,
      promotion,
      rows.map((r) => r.email),
    );
    await tx
      .update(goldenEntries)
      .set({
        firstName: ANONYMISED.firstName,
        lastName: ANONYMISED.lastName,
        email: ANONYMISED.email,
      })
      .where(
        inArray(
          goldenEntries.id,
          rows.map((r) => r.id),
        ),
      );
    return { rows: rows.length, files: 0, emails };
  },
};

/** A table of uploaded documents, each with its entrant's name and e-mail and a stored file. */
type UploadsTable = typeof campaignInvoiceDocuments | typeof gardenPromoEntries;

/**
 * Entrants who uploaded a document: their personal fields and the stored file. The file goes
 * first; if the transaction then fails, the re-run finds the row still to do and deleting a
 * missing file is not an error (ObjectStorage.delete). The storage key stays as the record of
 * what was deleted; the row's reference, dates, size and verdict keep the counts.
 */
function uploadsAnonymiser(
  table: string,
  t: UploadsTable,
  cleared: Partial<Record<'firstName' | 'lastName' | 'companyName' | 'email', string>> & {
    thumbJpeg?: null;
  },
): Anonymiser {
  return {
    table,
    async counts(db, promotionId) {
      const [row] = await db
        .select({
          total: count(),
          withPersonalData: count(sql`CASE WHEN ${t.email} <> ${ANONYMISED.email} THEN 1 END`),
        })
        .from(t)
        .where(eq(t.promotionId, promotionId));
      return { total: row?.total ?? 0, withPersonalData: row?.withPersonalData ?? 0 };
    },
    async anonymiseBatch(tx, { promotion, storage, limit }) {
      const rows = await tx
        .select({ id: t.id, email: t.email, storageKey: t.storageKey })
        .from(t)
        .where(and(eq(t.promotionId, promotion.id), ne(t.email, ANONYMISED.email)))
        .orderBy(t.id)
        .limit(limit)
        .for('update');
      if (rows.length === 0) return { rows: 0, files: 0, emails: 0 };
      for (const row of rows) await storage.delete(row.storageKey);
      const emails = await anonymiseOutbox(
        tx,
        promotion,
        rows.map((r) => r.email),
      );
      await tx
        .update(t)
        .set({ ...cleared, email: ANONYMISED.email })
        .where(
          inArray(
            t.id,
            rows.map((r) => r.id),
          ),
        );
      return { rows: rows.length, files: rows.length, emails };
    },
  };
}

/** Invoice-upload entrants: names, company, e-mail, the stored invoice and its thumbnail. */
export const invoiceDocumentsAnonymiser = uploadsAnonymiser(
  'campaign_invoice_documents',
  campaignInvoiceDocuments,
  {
    firstName: ANONYMISED.firstName,
    lastName: ANONYMISED.lastName,
    companyName: ANONYMISED.companyName,
    thumbJpeg: null,
  },
);

/**
 * Garden promo entrants: names, e-mail and the stored invoice. The invoice number, points,
 * dates, size and storage key stay, so the list's counts and totals are unchanged; the
 * document route answers 410 for these rows (modules/garden-promo/get-garden-promo-document.ts).
 */
export const gardenPromoEntriesAnonymiser = uploadsAnonymiser(
  'garden_promo_entries',
  gardenPromoEntries,
  { firstName: ANONYMISED.firstName, lastName: ANONYMISED.lastName },
);

/**
 * The registry: which tables hold a kind's entrants. Typed by PromotionKind, so a new kind
 * does not compile until it says what its entrants' tables are (an empty list is a choice).
 */
export const ANONYMISERS: Readonly<Record<PromotionKind, readonly Anonymiser[]>> = {
  'golden-ticket': [goldenEntriesAnonymiser],
  'invoice-upload': [invoiceDocumentsAnonymiser],
  'garden-promo': [gardenPromoEntriesAnonymiser],
};
