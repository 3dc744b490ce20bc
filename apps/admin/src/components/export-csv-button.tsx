import { useMutation } from '@tanstack/react-query';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import type { Query } from '#src/lib/api-client.ts';
import { downloadFromApi } from '#src/lib/download.ts';
import { useToast } from './toast.tsx';

/**
 * Export CSV of an admin list: every row of the filter on screen, not just the page, made by
 * the API (which audits it) and fetched with the session. A long export takes a while, so the
 * button says so; the result, saved or failed, is a toast (spec §8). `query` is null while the
 * filter is invalid. The button stays focusable while busy (aria-disabled), so a keyboard
 * user's focus is not dropped.
 */
export function ExportCsvButton({
  path,
  query,
  fallbackName,
}: {
  path: string;
  query: Query | null;
  /** The API's own name for the file, used when its Content-Disposition cannot be read. */
  fallbackName: string;
}) {
  const toast = useToast();
  const exportCsv = useMutation({
    mutationFn: (q: Query) => downloadFromApi(path, { query: q, fallbackName }),
    onSuccess: (fileName) => toast(`${fileName} downloaded`, { tone: 'success' }),
    onError: (error) => toast(`The CSV could not be prepared. ${error.message}`, { tone: 'error' }),
  });
  const isUnavailable = query === null;
  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'primary' })}
      aria-disabled={exportCsv.isPending || isUnavailable || undefined}
      onClick={() => {
        if (!exportCsv.isPending && query !== null) exportCsv.mutate(query);
      }}
    >
      {exportCsv.isPending ? 'Preparing CSV…' : 'Export CSV'}
    </button>
  );
}
