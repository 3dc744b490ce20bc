import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import type { QuoteExportQuery } from '@lumen/validation/quote-admin';
import { useToast } from '#src/components/toast.tsx';
import { useExportQuotesCsv } from '../api/export-quotes-csv.ts';

/**
 * Export CSV (spec §2.5): every request of the filter on screen, not just the page. A long
 * export takes a while, so the button says so; a failure is a toast (spec §8). The button
 * stays focusable while busy (aria-disabled) so a keyboard user's focus is not dropped.
 */
export function ExportCsvButton({ query }: { query: QuoteExportQuery | null }) {
  const exportCsv = useExportQuotesCsv();
  const toast = useToast();
  const isUnavailable = query === null;
  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'primary' })}
      aria-disabled={exportCsv.isPending || isUnavailable || undefined}
      onClick={() => {
        if (exportCsv.isPending || query === null) return;
        exportCsv.mutate(query, {
          onError: (error) =>
            toast(`The CSV could not be prepared. ${error.message}`, { tone: 'error' }),
        });
      }}
    >
      {exportCsv.isPending ? 'Preparing CSV…' : 'Export CSV'}
    </button>
  );
}
