import { useEffect, useRef, useState } from 'react';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';

type Outcome = { kind: 'copied' } | { kind: 'by-hand'; url: string } | null;

/** The clipboard API where the browser grants it, else the older copy command. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, an insecure origin): try the copy command.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/**
 * 'Copy link': copies the configuration's address and says so. When the browser refuses both
 * ways of copying, the address is shown in a field, selected, for the visitor to copy.
 */
export function CopyLink({ getUrl }: { getUrl: () => string }) {
  const t = useTranslator();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (outcome?.kind === 'by-hand') field.current?.select();
  }, [outcome]);

  const copy = async () => {
    const url = getUrl();
    setOutcome((await copyText(url)) ? { kind: 'copied' } : { kind: 'by-hand', url });
  };

  return (
    <div>
      <button
        type="button"
        onClick={() => void copy()}
        className={buttonClassName({ variant: 'outline' })}
      >
        {t('ziignaBuilder.copyLink')}
      </button>
      <p role="status" className="mt-2 text-sm text-ink-800">
        {outcome?.kind === 'copied' ? t('ziignaBuilder.linkCopied') : null}
        {outcome?.kind === 'by-hand' ? t('ziignaBuilder.copyByHand') : null}
      </p>
      {outcome?.kind === 'by-hand' ? (
        <input
          ref={field}
          type="text"
          readOnly
          value={outcome.url}
          aria-label={t('ziignaBuilder.shareLink')}
          onFocus={(e) => e.currentTarget.select()}
          className="focus-ring mt-1 block w-full rounded-md border border-ink-300 bg-white px-3 py-2 text-sm text-ink-950"
        />
      ) : null}
    </div>
  );
}
