import type { ZiignaCombination } from '../api/get-ziigna-page.server.ts';
import { combinationAnchor } from '../utils/combination-anchor.ts';

/** A combination in the carousel: its title leads to its panel below, opened. */
export function CombinationCard({
  combination,
  number,
}: {
  combination: ZiignaCombination;
  number: number;
}) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-ink-200 bg-white p-6">
      <span aria-hidden="true" className="text-3xl font-bold text-brand-700">
        {String(number).padStart(2, '0')}
      </span>
      <h3 className="mt-2 text-lg font-semibold text-ink-950">
        <a
          href={`#${combinationAnchor(combination.id)}`}
          className="focus-ring rounded underline-offset-4 hover:underline"
        >
          {combination.title}
        </a>
      </h3>
      <p className="mt-2 text-ink-800">{combination.summary}</p>
    </article>
  );
}
