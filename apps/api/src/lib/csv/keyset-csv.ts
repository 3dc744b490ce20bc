import { CSV_BOM, csvLine } from '@lumen/validation/csv';

/** Rows per keyset page of a CSV export: memory stays at one page whatever its length. */
export const CSV_EXPORT_PAGE_ROWS = 1_000;

/** One page of rows and where the next begins (null after the last row). */
export type KeysetPage<Row, Cursor> = { rows: Row[]; cursor: Cursor | null };

/**
 * A staff export as CSV text (UTF-8 with BOM, then the header, then each row), read a page at
 * a time by keyset, never by offset, so the last page costs what the first does; pulled only
 * as fast as the client reads it. Rows written after the first page are newer than every
 * cursor, so they are left out rather than shifting the pages.
 */
export async function* keysetCsv<Row, Cursor>(options: {
  header: readonly string[];
  line: (row: Row) => string;
  readPage: (after: Cursor | null, limit: number) => Promise<KeysetPage<Row, Cursor>>;
  pageRows?: number;
}): AsyncGenerator<string> {
  const { header, line, readPage, pageRows = CSV_EXPORT_PAGE_ROWS } = options;
  yield CSV_BOM + csvLine(header);
  let cursor: Cursor | null = null;
  for (;;) {
    const page: KeysetPage<Row, Cursor> = await readPage(cursor, pageRows);
    if (page.rows.length > 0) yield page.rows.map(line).join('');
    if (page.rows.length < pageRows || page.cursor === null) return;
    cursor = page.cursor;
  }
}

/**
 * "2026-11-25 14:03:09" (UTC) for an ISO time: a spreadsheet reads it as a date and time and
 * sorts it, and it keeps the time that the screens' "MMMM Do YYYY" drops (decision 031).
 */
export const csvDateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
