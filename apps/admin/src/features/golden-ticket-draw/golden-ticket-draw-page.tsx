import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import {
  GOLDEN_DRAW_TIMING,
  type GoldenDrawPool,
  type GoldenDrawResult,
} from '@lumen/validation/golden-ticket-draw';
import { DRAW_KINDS, type DrawKind } from '@lumen/validation/promotions-constants';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { usePrefersReducedMotion } from '@lumen/ui-kit/use-prefers-reduced-motion';
import { ListStatus } from '#src/components/list-status.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useToast } from '#src/components/toast.tsx';
import { DrawCheck } from './draw-check.tsx';
import { drawTicketsQueryOptions, freezePool, pressDraw } from './golden-ticket-draw-api.ts';
import { RollingSerials } from './rolling-serials.tsx';

const TYPE_LABELS: Record<DrawKind, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  stared: 'Star prize',
};

/** idle → drawing (the server freezes, then draws) → rolling (3 s) → celebrating (~13 s) → idle. */
type Phase = 'idle' | 'drawing' | 'rolling' | 'celebrating';

/**
 * The golden ticket draw tool (spec §2.1, §4, §9; docs/decisions/033, 038). Choosing a type
 * only reads: the entries a draw would take now and, for a pool frozen earlier and not drawn,
 * the eligible entries it lacks. Draw freezes the pool on the server (number, size, SHA-256
 * shown) and has the server draw and record the winner from it; only then do the rolling
 * list and the celebration play: they are presentation, the result is already stored.
 */
export function GoldenTicketDrawPage() {
  const ids = { type: useId(), status: useId() };
  const queryClient = useQueryClient();
  const toast = useToast();
  const reducedMotion = usePrefersReducedMotion();
  const [draw, setDraw] = useState<DrawKind | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [frozen, setFrozen] = useState<GoldenDrawPool | null>(null);
  const [result, setResult] = useState<GoldenDrawResult | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const tickets = useQuery({
    ...drawTicketsQueryOptions(draw ?? 'weekly'),
    enabled: draw !== null,
  });
  const busy = phase !== 'idle';

  const after = (ms: number, then: () => void) => {
    timers.current.push(setTimeout(then, ms));
  };
  const reload = (kind: DrawKind) =>
    queryClient.invalidateQueries({ queryKey: drawTicketsQueryOptions(kind).queryKey });

  const onDraw = async () => {
    if (!draw) return;
    setPhase('drawing');
    setResult(null);
    try {
      const pool = await freezePool(draw);
      setFrozen(pool);
      const drawn = await pressDraw(draw, pool.drawNumber);
      setResult(drawn);
      setPhase('rolling');
      after(reducedMotion ? 0 : GOLDEN_DRAW_TIMING.rollMs, () => {
        setPhase('celebrating');
        // The winner has left the pool: the count falls by one (spec §4).
        void reload(draw);
        after(GOLDEN_DRAW_TIMING.celebrationMs, () => setPhase('idle'));
      });
    } catch (error) {
      setPhase('idle');
      void reload(draw);
      toast(error instanceof Error ? error.message : 'The draw failed. Try again.', {
        tone: 'error',
      });
    }
  };

  const status =
    phase === 'drawing'
      ? 'Freezing the pool and drawing on the server…'
      : phase === 'rolling'
        ? 'The winner is recorded; revealing…'
        : result
          ? `Winner of draw ${result.drawNumber}: ${result.winner.firstName} ${result.winner.lastName}`
          : '';

  return (
    <>
      <PageTitle>Golden Ticket Draw</PageTitle>

      <fieldset className="mb-6" disabled={busy}>
        <legend id={ids.type} className="mb-2 text-sm font-medium">
          Draw type
        </legend>
        <div className="flex flex-wrap gap-3">
          {DRAW_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-ink-300 bg-white px-4 has-checked:border-ink-950 has-checked:font-semibold"
            >
              <input
                type="radio"
                name="draw-type"
                value={kind}
                checked={draw === kind}
                onChange={() => {
                  setDraw(kind);
                  setResult(null);
                  setFrozen(null);
                }}
                className="focus-ring"
              />
              {TYPE_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>

      {draw === null ? (
        <ListStatus state="empty">Choose a draw type to load its serial numbers.</ListStatus>
      ) : tickets.isPending ? (
        <ListStatus state="loading" />
      ) : tickets.isError ? (
        <ListStatus state="error" onRetry={() => void tickets.refetch()}>
          {tickets.error.message}
        </ListStatus>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium">Serial numbers in the draw</dt>
              <dd data-testid="pool-size">{tickets.data.eligibleCount.toLocaleString('en-GB')}</dd>
              <dt className="font-medium">Pool frozen earlier</dt>
              <dd data-testid="open-draw">
                {tickets.data.openDraw
                  ? `Draw ${tickets.data.openDraw.drawNumber}, ${tickets.data.openDraw.poolSize.toLocaleString('en-GB')} serials, frozen at ${new Date(tickets.data.openDraw.frozenAt).toLocaleString('en-GB')}${tickets.data.openDraw.isStale ? ', for an earlier draw period' : ''}`
                  : 'None: Draw freezes the pool when pressed'}
              </dd>
              {tickets.data.openDraw ? (
                <>
                  <dt className="font-medium">Entries since freeze</dt>
                  <dd data-testid="entries-since-freeze">
                    {tickets.data.openDraw.entriesSinceFreeze.toLocaleString('en-GB')}
                    {tickets.data.openDraw.entriesSinceFreeze > 0 || tickets.data.openDraw.isStale
                      ? ' (Draw replaces this pool with the current entries)'
                      : ''}
                  </dd>
                </>
              ) : null}
            </dl>
            {tickets.data.refusal ? (
              <p className="mt-4 text-sm text-ink-700" data-testid="draw-refusal">
                {tickets.data.refusal}
              </p>
            ) : null}
            <button
              type="button"
              className={buttonClassName({ variant: 'primary', size: 'lg' }) + ' mt-6 w-full'}
              disabled={busy || tickets.isFetching || tickets.data.refusal !== null}
              onClick={() => void onDraw()}
            >
              {phase === 'drawing'
                ? 'Drawing…'
                : phase === 'rolling'
                  ? 'Rolling…'
                  : phase === 'celebrating'
                    ? 'Celebrating…'
                    : 'Draw'}
            </button>
            {frozen ? (
              <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-medium">Draw number</dt>
                <dd data-testid="draw-number">{frozen.drawNumber}</dd>
                <dt className="font-medium">Pool frozen at</dt>
                <dd>{new Date(frozen.frozenAt).toLocaleString('en-GB')}</dd>
                <dt className="font-medium">Serial numbers in the pool</dt>
                <dd>{frozen.poolSize.toLocaleString('en-GB')}</dd>
                <dt className="font-medium">SHA-256 of the pool</dt>
                <dd className="font-mono break-all" data-testid="pool-sha256">
                  {frozen.poolSha256}
                </dd>
              </dl>
            ) : null}
          </div>
          <RollingSerials
            serials={
              phase === 'idle' || !frozen ? tickets.data.serialNumbers : frozen.serialNumbers
            }
            rolling={phase === 'rolling'}
          />
        </div>
      )}

      <p id={ids.status} role="status" className="sr-only">
        {status}
      </p>

      {result && (phase === 'celebrating' || phase === 'idle') ? (
        <section
          aria-labelledby={`${ids.status}-winner`}
          className="mt-8 rounded-lg border-2 border-ink-950 bg-white p-6 text-center"
          data-testid="winner"
        >
          {phase === 'celebrating' ? (
            <p aria-hidden="true" className="text-4xl motion-safe:animate-bounce">
              🎉 🏆 🎉
            </p>
          ) : null}
          <h2 id={`${ids.status}-winner`} className="font-display text-2xl font-bold">
            Winner: {result.winner.firstName} {result.winner.lastName}
          </h2>
          <p className="mt-2">
            Serial {result.serialNumber} · {result.winner.email} · reward {result.reward}
          </p>
          <p className="mt-2 text-sm text-ink-600">
            Draw {result.drawNumber} ({TYPE_LABELS[result.draw]}): random value {result.randomValue}
            , index {result.winnerIndex} of {result.poolSize}, drawn by {result.drawnBy}.
          </p>
        </section>
      ) : null}

      <DrawCheck
        key={`${result?.drawNumber ?? ''}|${tickets.data?.openDraw?.drawNumber ?? ''}`}
        initialNumber={result?.drawNumber ?? tickets.data?.openDraw?.drawNumber ?? null}
      />
    </>
  );
}
