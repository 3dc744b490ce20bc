/*
 * The one CSV cell rule of every staff export (issue 13 point 6): the API's quote export, the
 * console's papaparse exports and the search statistics use these, so a cell is written the
 * same way everywhere. RFC 4180 quoting, CRLF line ends, UTF-8 with a byte-order mark so Excel
 * reads "Éloïse" as written.
 */

/** Excel reads a UTF-8 file as UTF-8 only when it starts with this. */
export const CSV_BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula (or, tab and CR, that hide one
 * after them): OWASP's list. Such a cell gets a leading apostrophe, which Excel and
 * LibreOffice show as text and do not display; "+353…" becomes "'+353…", the price of safety.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts neutralised, then quoted when it holds a quote, comma or line end. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
