import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { Messages } from '@lumen/i18n/messages';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { cn } from '@lumen/ui-kit/cn';
import { Loading } from '@lumen/ui-kit/spinner';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useOnDemand } from '#src/hooks/use-on-demand.ts';
import { GOLDEN_TICKET_COPY } from '../copy.ts';
import type { RedeemCountry } from '@lumen/validation/promotions-constants';
import {
  INSTANT_DRAW_STORAGE_KEY,
  parseInstantDrawPayload,
  type InstantDrawPayload,
} from '../utils/instant-draw-payload.ts';
import { issueText } from '../utils/issue-text.ts';

/** The redeem call reads its answer with the shared schema (zod): loaded on demand. */
const loadRedeem = () => import('../api/redeem-instant-win.ts');

const COPY = GOLDEN_TICKET_COPY.instantDraw;
const LOCATION_REQUIRED = 'goldenTicket.error.location';

type InstantDrawProps = {
  /** When the weekly, monthly and star draws end, formatted ("17 December 2024"); '' unknown. */
  drawsEnd: string;
  /** The voucher's amount as shown ("€25 / £25"). */
  voucher: string;
  apiUrl: string;
  messages: Messages | undefined;
};

type RedeemState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; ok: boolean; message: string };

const readStored = () => window.localStorage.getItem(INSTANT_DRAW_STORAGE_KEY);

/** Another tab's entry changes what this one shows. */
function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function DrawsNote({ drawsEnd }: { drawsEnd: string }) {
  return (
    <p className="text-base text-ink-700">
      {drawsEnd ? COPY.drawsNote(drawsEnd) : COPY.drawsNoteUndated}
    </p>
  );
}

/**
 * The winner's view: the location choice (Ireland or UK, two checkboxes that exclude each
 * other; unticking clears the choice and says a location is needed) and the redeem button,
 * disabled from the click on unless no location was chosen (spec §2.1, §4, §8).
 */
function RedeemForm({
  payload,
  apiUrl,
  messages,
}: {
  payload: InstantDrawPayload;
  apiUrl: string;
  messages: Messages | undefined;
}) {
  const id = useId();
  const [country, setCountry] = useState<RedeemCountry | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [state, setState] = useState<RedeemState>({ kind: 'idle' });
  const locationText = issueText(messages, LOCATION_REQUIRED);
  const redeem = useOnDemand(loadRedeem);

  const toggle = (choice: RedeemCountry, isChecked: boolean) => {
    if (isChecked) {
      setCountry(choice);
      setAlert(null);
    } else {
      setCountry(null);
      setAlert(locationText);
    }
  };

  const onRedeem = async () => {
    if (!country) {
      setAlert(locationText);
      return;
    }
    setState({ kind: 'sending' });
    const module = await redeem.load().catch(() => null);
    if (!module) {
      setState({ kind: 'done', ok: false, message: GOLDEN_TICKET_COPY.fallbackError });
      return;
    }
    const outcome = await module.redeemInstantWin(
      apiUrl,
      { email: payload.email, goldenSerialNumber: payload.goldenSerialNumber, country },
      GOLDEN_TICKET_COPY.fallbackError,
    );
    setState({ kind: 'done', ok: outcome.ok, message: issueText(messages, outcome.message) });
  };

  const checkbox = (choice: RedeemCountry, label: string) => (
    <label className="flex items-center gap-3 text-base text-ink-900">
      <input
        type="checkbox"
        name="country"
        value={choice}
        checked={country === choice}
        disabled={state.kind !== 'idle'}
        onChange={(e) => toggle(choice, e.currentTarget.checked)}
        className="focus-ring size-5 accent-brand-600"
      />
      {label}
    </label>
  );

  return (
    <div className="flex flex-col gap-5" onFocus={redeem.prepare} onPointerDown={redeem.prepare}>
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={alert ? `${id}-alert` : undefined}
      >
        <legend className="mb-2 text-sm font-semibold text-ink-900">{COPY.locationLegend}</legend>
        {checkbox('ireland', COPY.ireland)}
        {checkbox('uk', COPY.uk)}
      </fieldset>
      <div role="alert" id={`${id}-alert`} className="min-h-6 text-sm font-semibold text-red-700">
        {alert}
      </div>
      <button
        type="button"
        onClick={() => void onRedeem()}
        disabled={state.kind !== 'idle'}
        className={cn(buttonClassName({ variant: 'primary', size: 'lg' }), 'self-start')}
      >
        {state.kind === 'sending' ? COPY.redeeming : COPY.redeem}
      </button>
      <div role="status" aria-live="polite">
        {state.kind === 'done' ? (
          <p
            className={cn(
              'rounded-md px-4 py-3 text-sm font-semibold',
              state.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800',
            )}
          >
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * /goldenticket/instantdraw: reads the entry's result from localStorage (it exists only in
 * this browser, so there is nothing to render on the server), then shows the winner's or the
 * better-luck view. An incomplete payload goes back to the entry form.
 */
export function InstantDraw({ drawsEnd, voucher, apiUrl, messages }: InstantDrawProps) {
  const navigate = useNavigate();
  // undefined on the server and while hydrating; then the stored text (null when none).
  const stored = useSyncExternalStore(subscribeToStorage, readStored, () => undefined);
  const payload = useMemo(
    () => (stored === undefined ? null : parseInstantDrawPayload(stored)),
    [stored],
  );
  const isIncomplete = stored !== undefined && payload === null;

  useEffect(() => {
    if (isIncomplete)
      void navigate(paths.campaigns.goldenTicket.entry.getHref(), { replace: true });
  }, [isIncomplete, navigate]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      {!payload ? (
        <>
          <h1 className="sr-only">{COPY.title}</h1>
          <Loading label={COPY.checking} />
        </>
      ) : payload.status ? (
        <>
          <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{COPY.winnerHeading}</h1>
          <p className="text-lg text-ink-900">{COPY.winnerText(voucher)}</p>
          <DrawsNote drawsEnd={drawsEnd} />
          <RedeemForm payload={payload} apiUrl={apiUrl} messages={messages} />
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-ink-950 sm:text-4xl">{COPY.loserHeading}</h1>
          <p className="text-lg text-ink-800">{COPY.loserText}</p>
          <DrawsNote drawsEnd={drawsEnd} />
        </>
      )}
      {payload ? (
        <AppLink
          href={paths.campaigns.goldenTicket.entry.getHref()}
          className="focus-ring self-start rounded font-semibold text-brand-800 underline underline-offset-4"
        >
          {COPY.backToEntry}
        </AppLink>
      ) : null}
    </section>
  );
}
