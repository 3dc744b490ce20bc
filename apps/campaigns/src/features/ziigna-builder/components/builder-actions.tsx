import { useRef, useState } from 'react';
import type { EditionId } from '@lumen/i18n/editions';
import type { Locale } from '@lumen/i18n/locales';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import type { QuoteArea } from '../quote/quote-panel.tsx';
import type { BuilderSelections } from '../state/summary.ts';

/** Where and how a quote request is sent: the root data's API origin and the visitor's edition. */
export type QuoteConfig = { apiUrl: string; locale: Locale; edition: EditionId };

type Action = 'download' | 'quote';

// The buttons' work loads on first use, never with the page (issue 12; the route's 148 KB
// budget): the datasheet brings pdfmake and Inter, the quote form react-hook-form and zod.
const loadActions = () => import('../datasheet/actions.ts');
type QuoteModule = { QuoteArea: typeof QuoteArea };

const preload = (which: 'preloadDatasheet' | 'preloadQuote') => () => {
  loadActions().then(
    (actions) => actions[which](),
    () => undefined,
  );
};

type BuilderActionsProps = {
  completeLabel: string;
  quoteLabel: string;
  quote: QuoteConfig;
  /** The selections as they are when a button is pressed. */
  getSelections: () => BuilderSelections;
};

/**
 * 'Complete / download' makes the datasheet and saves it; 'Get a Quote' makes it and opens
 * the quote form with it attached (spec §4). Each shows 'Preparing…' while the datasheet is
 * made; a failed load (a chunk or a font, on a dropped connection) is said under the buttons
 * and may be retried.
 */
export function BuilderActions({
  completeLabel,
  quoteLabel,
  quote,
  getSelections,
}: BuilderActionsProps) {
  const t = useTranslator();
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The quote module once loaded (it then stays, with its toast) and the attached datasheet.
  const [quoteModule, setQuoteModule] = useState<QuoteModule>();
  const [quoteFile, setQuoteFile] = useState<File | null>(null);
  const quoteButton = useRef<HTMLButtonElement>(null);

  const run = async (action: Action) => {
    if (busy) return;
    setBusy(action);
    setError(null);
    try {
      const actions = await loadActions();
      const request = { locale: quote.locale, t, selections: getSelections() };
      if (action === 'download') {
        await actions.downloadDatasheet(request);
      } else {
        const { file, module } = await actions.datasheetForQuote(request);
        setQuoteModule(module);
        setQuoteFile(file);
      }
    } catch (cause) {
      console.error('Ziigna datasheet failed', cause);
      setError(t('ziignaBuilder.datasheetFailed'));
    } finally {
      setBusy(null);
    }
  };

  const closePanel = () => {
    setQuoteFile(null);
    quoteButton.current?.focus();
  };

  return (
    <>
      <div className="mt-5 flex flex-col gap-3">
        <button
          type="button"
          data-datasheet-action="download"
          disabled={busy !== null}
          aria-busy={busy === 'download' || undefined}
          onPointerEnter={preload('preloadDatasheet')}
          onFocus={preload('preloadDatasheet')}
          onClick={() => void run('download')}
          className={buttonClassName({ variant: 'secondary', size: 'lg' })}
        >
          {busy === 'download' ? t('ziignaBuilder.preparing') : completeLabel}
        </button>
        <button
          ref={quoteButton}
          type="button"
          data-datasheet-action="quote"
          disabled={busy !== null}
          aria-busy={busy === 'quote' || undefined}
          aria-expanded={quoteFile !== null}
          onPointerEnter={preload('preloadQuote')}
          onFocus={preload('preloadQuote')}
          onClick={() => void run('quote')}
          className={buttonClassName({ size: 'lg' })}
        >
          {busy === 'quote' ? t('ziignaBuilder.preparing') : quoteLabel}
        </button>
        <p role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
          {error}
        </p>
      </div>
      {quoteModule ? (
        <quoteModule.QuoteArea
          apiUrl={quote.apiUrl}
          locale={quote.locale}
          edition={quote.edition}
          quoteFile={quoteFile}
          onCancel={closePanel}
        />
      ) : null}
    </>
  );
}
