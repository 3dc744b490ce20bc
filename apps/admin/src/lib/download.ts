import { apiFetch, type Query } from './api-client.ts';

/**
 * How long a saved file's object URL lives. The browser reads the blob after the click has
 * returned, so revoking at once can cancel the download; a minute is plenty and frees the
 * memory of large files afterwards.
 */
const REVOKE_AFTER_MS = 60_000;

/**
 * The body of an answer the API has already accepted. A connection lost half way through a
 * large file fails here with a browser's TypeError, which means nothing to staff.
 */
export async function readBlob(response: Response): Promise<Blob> {
  try {
    return await response.blob();
  } catch {
    throw new Error('The download was interrupted. Check your connection and try again.');
  }
}

/**
 * Saves bytes the console fetched with the session cookie as a file: an object URL and a
 * clicked `<a download>`. Files are never linked by a public or API URL, which would need
 * the cookie on a navigation and would show the file's address.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * The file name of a Content-Disposition header: RFC 5987's exact `filename*=UTF-8''…` when
 * given, else the plain `filename="…"`, else the fallback (also when the header cannot be
 * read, as across origins without Access-Control-Expose-Headers).
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return cleanName(decodeURIComponent(extended[1].trim()), fallback);
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? cleanName(name, fallback) : fallback;
}

/** A name, not a path: the browser strips folders too, but a name with none reads better. */
function cleanName(name: string, fallback: string): string {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? fallback : base;
}

/**
 * Downloads an export of the API (a CSV of a list's filter) with the session cookie: never a
 * public URL. The API records every export in the audit log, so it is a POST (a GET never
 * changes state), the filter in the query. The browser saves it under the server's file name,
 * which it returns.
 */
export async function downloadFromApi(
  path: string,
  options: { query?: Query; fallbackName: string },
): Promise<string> {
  const response = await apiFetch(path, { method: 'POST', query: options.query });
  const fileName = fileNameFromDisposition(
    response.headers.get('content-disposition'),
    options.fallbackName,
  );
  saveBlob(await readBlob(response), fileName);
  return fileName;
}
