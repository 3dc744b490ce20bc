import { useMutation } from '@tanstack/react-query';
import type { QuoteDocument } from '@lumen/validation/quote-admin';
import { apiFetch } from '#src/lib/api-client.ts';
import { readBlob, saveBlob } from '#src/lib/download.ts';

export type QuoteFileDownload = { documentId: string; file: QuoteDocument };

/**
 * GET /admin/ziigna-details/:documentId/files/:fileId: the stored bytes, fetched with the
 * session cookie. Quote files are customers' documents; they have no public address.
 */
export async function downloadQuoteFile({ documentId, file }: QuoteFileDownload): Promise<Blob> {
  const response = await apiFetch(
    `/admin/ziigna-details/${encodeURIComponent(documentId)}/files/${file.id}`,
  );
  return readBlob(response);
}

/** Fetches a file and saves it under its stored name; one per button, for its own state. */
export function useDownloadQuoteFile() {
  return useMutation({
    mutationFn: async (download: QuoteFileDownload) => {
      saveBlob(await downloadQuoteFile(download), download.file.fileName);
    },
  });
}
