import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { GoldenDrawCheckParamsSchema } from '@lumen/validation/golden-ticket-draw';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { ListStatus } from '#src/components/list-status.tsx';
import { firstIssue } from '#src/lib/first-issue.ts';
import { drawCheckQueryOptions } from './golden-ticket-draw-api.ts';

/**
 * 'Check this draw' (issue 14 point 2): any draw number, recomputed on the server from the
 * stored pool. The verdict is words (Yes/No and what differs), never colour alone.
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
                ? `Draw ${check.data.drawNumber} matches: Yes. The stored pool and the winner are as recorded.`
                : `Draw ${check.data.drawNumber} matches: No. What is stored differs from what was recorded.`}
            </p>
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium">Draw type</dt>
              <dd>{check.data.draw}</dd>
              <dt className="font-medium">Pool size recorded / recomputed</dt>
              <dd>
                {check.data.recordedPoolSize} / {check.data.recomputedPoolSize}
              </dd>
              <dt className="font-medium">SHA-256 recorded</dt>
              <dd className="font-mono break-all">{check.data.recordedSha256}</dd>
              <dt className="font-medium">SHA-256 recomputed</dt>
              <dd className="font-mono break-all">{check.data.recomputedSha256}</dd>
              <dt className="font-medium">Hash matches</dt>
              <dd>{check.data.recordedSha256 === check.data.recomputedSha256 ? 'Yes' : 'No'}</dd>
              {check.data.drawn ? (
                <>
                  <dt className="font-medium">Random value, index</dt>
                  <dd>
                    {check.data.drawn.randomValue}, {check.data.drawn.winnerIndex} (
                    {check.data.drawn.indexFollowsFromValue
                      ? 'the index is the value modulo the pool size'
                      : 'the index does not follow from the value'}
                    )
                  </dd>
                  <dt className="font-medium">Winning serial</dt>
                  <dd>
                    {check.data.drawn.serialNumber} (
                    {check.data.drawn.winnerAtIndex
                      ? 'at that index of the sorted pool'
                      : 'not at that index of the sorted pool'}
                    )
                  </dd>
                </>
              ) : (
                <>
                  <dt className="font-medium">Drawn</dt>
                  <dd>Not yet</dd>
                </>
              )}
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
