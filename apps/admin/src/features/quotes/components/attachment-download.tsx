import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import type { QuoteDocument } from '@lumen/validation/quote-admin';
import { useDownloadQuoteFile } from '../api/download-quote-file.ts';
import { formatBytes } from '../utils/format-bytes.ts';

/**
 * One file of a quote request with its own Download button, so each file shows its own
 * progress and failure. The button stays focusable while busy (aria-disabled, not disabled):
 * a disabled button would drop a keyboard user's focus to the top of the page.
 */
export function AttachmentDownload({
  documentId,
  file,
  label,
}: {
  documentId: string;
  file: QuoteDocument;
  label: string;
}) {
  const download = useDownloadQuoteFile();
  const errorId = `quote-file-${file.id}-error`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="text-sm text-ink-600">{label}</p>
        <p className="font-medium break-all">{file.fileName}</p>
        <p className="text-sm text-ink-600">{formatBytes(file.byteSize)}</p>
      </div>
      <button
        type="button"
        className={buttonClassName({ variant: 'outline', size: 'sm' })}
        aria-disabled={download.isPending || undefined}
        aria-describedby={download.isError ? errorId : undefined}
        onClick={() => {
          if (!download.isPending) download.mutate({ documentId, file });
        }}
      >
        {download.isPending ? 'Downloading…' : 'Download'}
        <span className="sr-only"> {file.fileName}</span>
      </button>
      {download.isError ? (
        <p id={errorId} role="alert" className="w-full text-sm text-danger-600">
          {file.fileName} could not be downloaded. {download.error.message}
        </p>
      ) : null}
    </li>
  );
}
