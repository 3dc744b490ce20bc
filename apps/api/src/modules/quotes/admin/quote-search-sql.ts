import { sql, type SQL } from 'drizzle-orm';
import { ACCENTED, UNACCENTED } from '@lumen/i18n/text';
import { quoteRequests } from '#src/db/schema.ts';

/** LIKE's own characters in what staff typed are searched for as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The keyword search's condition (docs/decisions/030): the reference exactly, whatever its
 * case (its unique key answers it), or the text anywhere in `search_key` (reference, name,
 * company, e-mail, phone, wholesaler, location and message, folded; migration 0011), which
 * the trigram index answers from three characters on. The text goes through the column's own
 * expression (db/name-key-sql.ts foldedSql: NFC, the accent table, lower()), so accents and
 * case match by construction; the planner folds it to a constant, so the index is usable.
 */
export function quoteSearchCondition(searchQuery: string): SQL {
  const pattern = `%${escapeLike(searchQuery)}%`;
  const folded = sql`lower(translate(normalize(${pattern}::text, NFC), ${ACCENTED}::text, ${UNACCENTED}::text))`;
  return sql`(${quoteRequests.documentId} = ${searchQuery.toUpperCase()} OR ${quoteRequests.searchKey} LIKE ${folded})`;
}
