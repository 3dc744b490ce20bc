import { Dialog, DialogContent, DialogTrigger } from '@lumen/ui-kit/dialog';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Loading } from '@lumen/ui-kit/spinner';
import { useApiBlobUrl } from '#src/hooks/use-api-blob-url.ts';

/** A staff-only document (PDF or picture) shown from a blob read with the session. */
function DocumentView({ path, label }: { path: string; label: string }) {
  const doc = useApiBlobUrl(path);
  if (doc.isError)
    return (
      <p role="alert" className="text-danger-600">
        The document could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void doc.retry()}>
          Try again
        </button>
      </p>
    );
  if (!doc.url) return <Loading label="Loading the document…" className="py-10" />;
  return doc.type === 'application/pdf' ? (
    <iframe src={doc.url} title={label} className="h-[70dvh] w-full rounded border" />
  ) : (
    <img src={doc.url} alt={label} className="mx-auto max-h-[70dvh] w-auto" />
  );
}

/**
 * A button that opens a staff-only document in a dialog (spec §2.3 "invoice document
 * viewable by staff", §3 `image`): fetched only when opened, with the session, and shown on
 * the console's origin from a blob, so no document ever has a public address.
 */
export function SessionDocumentButton({
  path,
  label,
  buttonText = 'View invoice',
}: {
  path: string;
  label: string;
  buttonText?: string;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline', size: 'sm' })}
          aria-label={`${buttonText}: ${label}`}
        >
          {buttonText}
        </button>
      </DialogTrigger>
      <DialogContent title={label} size="lg">
        <DocumentView path={path} label={label} />
      </DialogContent>
    </Dialog>
  );
}
