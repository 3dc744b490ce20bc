import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { GOLDEN_DRAW_TIMING, type GoldenDrawResult } from '@lumen/validation/golden-ticket-draw';
import { DRAW_KINDS, type DrawKind } from '@lumen/validation/promotions-constants';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { usePrefersReducedMotion } from '@lumen/ui-kit/use-prefers-reduced-motion';
import { ListStatus } from '#src/components/list-status.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useToast } from '#src/components/toast.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { DrawCheck } from './draw-check.tsx';
import { drawPoolQueryOptions, pressDraw } from './golden-ticket-draw-api.ts';
import { RollingSerials } from './rolling-serials.tsx';

const TYPE_LABELS: Record<DrawKind, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  stared: 'Star prize',
};

/** idle → drawing (the server draws) → rolling (3 s) → celebrating (~13 s) → idle. */
type Phase = 'idle' | 'drawing' | 'rolling' | 'celebrating';

/**
 * The golden ticket draw tool (spec §2.1, §4, §9; issue 14 point 2; docs/decisions/033).
 * Choosing a type freezes its pool on the server (number, size, SHA-256 shown); Draw asks
 * the server to draw and record the winner, and only then do the rolling list and the
 * celebration play: they are presentation, the result is already decided and stored.
 */
export function GoldenTicketDrawPage() {
  const ids = { type: useId(), status: useId() };
  const queryClient = useQueryClient();
  const toast = useToast();
  const reducedMotion = usePrefersReducedMotion();
  const [draw, setDraw] = useState<DrawKind | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<GoldenDrawResult | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const pool = useQuery({ ...drawPoolQueryOptions(draw ?? 'weekly'), enabled: draw !== null });
  const busy = phase !== 'idle';

  const after = (ms: number, then: () => void) => {
    timers.current.push(setTimeout(then, ms));
  };

  const onDraw = async () => {
    if (!draw || !pool.data) return;
    setPhase('drawing');
    setResult(null);
    try {
      const drawn = await pressDraw(draw, pool.data.drawNumber);
      setResult(drawn);
      setPhase('rolling');
      after(reducedMotion ? 0 : GOLDEN_DRAW_TIMING.rollMs, () => {
        setPhase('celebrating');
        // The winner has left the pool: the next pool is one serial smaller (spec §4).
        void queryClient.invalidateQueries({ queryKey: drawPoolQueryOptions(draw).queryKey });
        after(GOLDEN_DRAW_TIMING.celebrationMs, () => setPhase('idle'));
      });
    } catch (error) {
      setPhase('idle');
      toast(error instanceof Error ? error.message : 'The draw failed. Try again.', {
        tone: 'error',
      });
    }
  };

  const emptyPool = pool.error instanceof ApiError && pool.error.status === 409;
  const status =
    phase === 'drawing'
      ? 'Drawing on the server…'
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
      ) : pool.isPending ? (
        <ListStatus state="loading" />
      ) : emptyPool ? (
        <ListStatus state="empty">{pool.error?.message}</ListStatus>
      ) : pool.isError ? (
        <ListStatus state="error" onRetry={() => void pool.refetch()}>
          {pool.error.message}
        </ListStatus>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium">Draw number</dt>
              <dd data-testid="draw-number">{pool.data.drawNumber}</dd>
              <dt className="font-medium">Serial numbers in the draw</dt>
              <dd data-testid="pool-size">{pool.data.poolSize.toLocaleString('en-GB')}</dd>
              <dt className="font-medium">Pool frozen at</dt>
              <dd>{new Date(pool.data.frozenAt).toLocaleString('en-GB')}</dd>
              <dt className="font-medium">SHA-256 of the pool</dt>
              <dd className="font-mono break-all" data-testid="pool-sha256">
                {pool.data.poolSha256}
              </dd>
            </dl>
            <button
              type="button"
              className={buttonClassName({ variant: 'primary', size: 'lg' }) + ' mt-6 w-full'}
              disabled={busy || pool.isFetching}
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
          </div>
          <RollingSerials serials={pool.data.serialNumbers} rolling={phase === 'rolling'} />
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
        key={`${result?.drawNumber ?? ''}|${pool.data?.drawNumber ?? ''}`}
        initialNumber={result?.drawNumber ?? pool.data?.drawNumber ?? null}
      />
    </>
  );
}
