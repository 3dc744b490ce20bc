import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import {
  GoldenDrawCheckParamsSchema,
  type GoldenDrawComparison,
} from '@lumen/validation/golden-ticket-draw';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { ListStatus } from '#src/components/list-status.tsx';
import { firstIssue } from '#src/lib/first-issue.ts';
import { drawCheckQueryOptions } from './golden-ticket-draw-api.ts';

/** Each comparison of the check, in the order the server makes them (docs/decisions/038). */
const COMPARISON_LABELS: Record<GoldenDrawComparison, string> = {
  poolMatchesRecord: 'Stored pool matches the recorded size and hash',
  recordMatchesFreezeAudit: 'Recorded size and hash match the freeze’s audit entry',
  poolMatchesEligibility: 'Stored pool is the eligible pool recomputed at the freeze time',
  indexFollowsFromValue: 'Index is the random value modulo the pool size',
  winnerAtIndex: 'Winner is the serial at that index of the sorted pool',
  resultMatchesDrawAudit: 'Value, index and winner match the draw’s audit entry',
};

/**
 * 'Check this draw': any draw number, recomputed on the server from what is stored, with
 * each comparison named. The verdict is words (Yes/No and what differs), never colour alone.
 */
export function DrawCheck({ initialNumber }: { initialNumber: number | null }) {
  const ids = { input: useId(), error: useId() };
  const [value, setValue] = useState(initialNumber === null ? '' : String(initialNumber));
  const [checked, setChecked] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useQuery({ ...drawCheckQueryOptions(checked ?? 0), enabled: checked !== null });

  return (
    <section aria-labelledby={`${ids.input}-heading`} className="mt-10">
      <h2 id={`${ids.input}-heading`} className="mb-3 font-display text-xl font-bold">
        Check this draw
      </h2>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const issue = firstIssue(GoldenDrawCheckParamsSchema, { drawNumber: value.trim() });
          setProblem(issue);
          if (issue === null) {
            setChecked(Number(value.trim()));
            if (checked === Number(value.trim())) void check.refetch();
          }
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.input} className="text-sm font-medium">
            Draw number
          </label>
          <input
            id={ids.input}
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="focus-ring h-11 w-40 rounded-md border border-ink-300 bg-white px-3"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.error : undefined}
          />
        </div>
        <button type="submit" className={buttonClassName({ variant: 'outline' })}>
          Check this draw
        </button>
      </form>
      {problem ? (
        <p id={ids.error} className="mt-2 text-sm text-danger-600">
          {problem}
        </p>
      ) : null}
      <div className="mt-4" aria-live="polite">
        {checked === null ? null : check.isPending ? (
          <ListStatus state="loading" />
        ) : check.isError ? (
          <ListStatus state="error" onRetry={() => void check.refetch()}>
            {check.error.message}
          </ListStatus>
        ) : (
          <div className="rounded-md border border-ink-200 bg-white p-4">
            <p className="text-lg font-bold" data-testid="check-verdict">
              {check.data.matches
                ? `Draw ${check.data.drawNumber} matches: Yes. The stored pool and the winner are as recorded and audited.`
                : `Draw ${check.data.drawNumber} matches: No. What is stored differs from what was recorded.`}
            </p>
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium">Draw type</dt>
              <dd>{check.data.draw}</dd>
              {check.data.supersededAt ? (
                <>
                  <dt className="font-medium">Superseded</dt>
                  <dd>{new Date(check.data.supersededAt).toLocaleString('en-GB')} (never drawn)</dd>
                </>
              ) : null}
              <dt className="font-medium">Pool size recorded / recomputed</dt>
              <dd>
                {check.data.recordedPoolSize} / {check.data.recomputedPoolSize}
              </dd>
              <dt className="font-medium">SHA-256 recorded</dt>
              <dd className="font-mono break-all">{check.data.recordedSha256}</dd>
              <dt className="font-medium">SHA-256 recomputed</dt>
              <dd className="font-mono break-all">{check.data.recomputedSha256}</dd>
              <dt className="font-medium">SHA-256 in the freeze’s audit entry</dt>
              <dd className="font-mono break-all">
                {check.data.freezeAudit?.poolSha256 ?? 'No audit entry'}
              </dd>
              <dt className="font-medium">Eligible at the freeze time</dt>
              <dd>{check.data.eligibleAtFreeze.poolSize} serials</dd>
              {check.data.drawn ? (
                <>
                  <dt className="font-medium">Random value, index</dt>
                  <dd>
                    {check.data.drawn.randomValue}, {check.data.drawn.winnerIndex}
                  </dd>
                  <dt className="font-medium">Winning serial</dt>
                  <dd data-testid="check-winner">{check.data.drawn.serialNumber}</dd>
                </>
              ) : (
                <>
                  <dt className="font-medium">Drawn</dt>
                  <dd>Not yet</dd>
                </>
              )}
              {(Object.keys(COMPARISON_LABELS) as GoldenDrawComparison[]).map((name) => (
                <Fragment key={name}>
                  <dt className="font-medium">{COMPARISON_LABELS[name]}</dt>
                  <dd data-testid={`check-${name}`}>
                    {check.data.comparisons[name] === null
                      ? 'Not drawn yet'
                      : check.data.comparisons[name]
                        ? 'Yes'
                        : 'No'}
                  </dd>
                </Fragment>
              ))}
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
