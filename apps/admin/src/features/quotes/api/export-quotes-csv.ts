import { useMutation } from '@tanstack/react-query';
import { QuoteExportQuerySchema } from '@lumen/validation/quote-admin';
import type { QuoteExportQuery } from '@lumen/validation/quote-admin';
import { apiFetch } from '#src/lib/api-client.ts';
import { firstIssue } from '#src/lib/first-issue.ts';
import { fileNameFromDisposition, readBlob, saveBlob } from '../utils/save-blob.ts';

/** The API's own name for the file; used when its Content-Disposition cannot be read. */
export const QUOTES_CSV_NAME = 'Ziigna Quotes.csv';

/**
 * GET /admin/ziigna-details/export: every request of the filter (not one page) as CSV, UTF-8
 * with BOM, formula cells neutralised by the API. The bytes are saved as they came.
 */
export async function exportQuotesCsv(
  query: QuoteExportQuery,
): Promise<{ blob: Blob; fileName: string }> {
  const problem = firstIssue(QuoteExportQuerySchema, query);
  if (problem !== null) throw new Error(problem);
  const response = await apiFetch('/admin/ziigna-details/export', { query });
  return {
    blob: await readBlob(response),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition'), QUOTES_CSV_NAME),
  };
}

export function useExportQuotesCsv() {
  return useMutation({
    mutationFn: async (query: QuoteExportQuery) => {
      const { blob, fileName } = await exportQuotesCsv(query);
      saveBlob(blob, fileName);
    },
  });
}
