import { apiFetch, type Query } from './api-client.ts';

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // a malformed encoding: try the plain name
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a file from the API with the session cookie (CSV exports, quote attachments):
 * never a public URL. The browser saves it under the server's file name.
 */
export async function downloadFromApi(
  path: string,
  options: { query?: Query; fallbackName: string },
): Promise<void> {
  const response = await apiFetch(path, { query: options.query });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameFrom(response.headers.get('content-disposition'), options.fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Long enough for the browser to start saving; the blob is then freed.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
