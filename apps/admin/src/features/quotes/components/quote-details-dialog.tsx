import type { ReactNode } from 'react';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Dialog, DialogContent, DialogTrigger } from '@lumen/ui-kit/dialog';
import type { QuoteListRow } from '@lumen/validation/quote-admin';
import { formatListDateTime } from '#src/lib/dates.ts';
import { AttachmentDownload } from './attachment-download.tsx';

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-600">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const NONE = <span className="text-ink-600">Not given</span>;

/**
 * A quote request in full (the list shows 15 characters of the message): every field, the
 * whole message as it was typed (line breaks kept), and its files to download. The row's
 * View button is the dialog's trigger, so closing it gives the focus back to that button.
 */
export function QuoteDetailsDialog({ quote }: { quote: QuoteListRow }) {
  const files = quote.otherAttachmentData;
  return (
    <Dialog>
      <DialogTrigger className={buttonClassName({ variant: 'outline', size: 'sm' })}>
        View<span className="sr-only"> quote {quote.documentId}</span>
      </DialogTrigger>
      <DialogContent size="lg" title={`Quote ${quote.documentId}`}>
        <dl className="mt-4 flex flex-col gap-3">
          <Field term="Reference">{quote.documentId}</Field>
          <Field term="Received">
            <time dateTime={quote.createdAt}>{formatListDateTime(quote.createdAt)}</time>
          </Field>
          <Field term="Name">{quote.name}</Field>
          <Field term="Email">
            <a className="focus-ring break-all underline" href={`mailto:${quote.email}`}>
              {quote.email}
            </a>
          </Field>
          <Field term="Phone">
            <a className="focus-ring underline" href={`tel:${quote.phoneNumber}`}>
              {quote.phoneNumber}
            </a>
          </Field>
          <Field term="Company">{quote.companyName}</Field>
          <Field term="Preferred wholesaler">{quote.preferredWholesaler ?? NONE}</Field>
          <Field term="Wholesaler location">{quote.wholesalerLocation ?? NONE}</Field>
          <Field term="Message">
            {quote.message ? (
              <span className="whitespace-pre-wrap" data-testid="quote-message">
                {quote.message}
              </span>
            ) : (
              NONE
            )}
          </Field>
        </dl>
        <h3 className="mt-6 text-lg font-semibold text-ink-950">Files</h3>
        <ul className="divide-y divide-ink-200" aria-label={`Files of quote ${quote.documentId}`}>
          {quote.ziignaQuoteFile ? (
            <AttachmentDownload
              documentId={quote.documentId}
              file={quote.ziignaQuoteFile}
              label="Datasheet"
            />
          ) : null}
          {files.map((file, index) => (
            <AttachmentDownload
              key={file.id}
              documentId={quote.documentId}
              file={file}
              label={`Attachment ${index + 1} of ${files.length}`}
            />
          ))}
        </ul>
        {!quote.ziignaQuoteFile && files.length === 0 ? (
          <p className="mt-2 text-ink-600">This request has no files.</p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
