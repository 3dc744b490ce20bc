import { useId, useMemo } from 'react';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { cx } from '@lumen/ui-kit/cx';
import type { ZiignaCombination } from '../api/get-ziigna-page.server.ts';
import { useCombinationPanels } from '../hooks/use-combination-panels.ts';
import { combinationAnchor } from '../utils/combination-anchor.ts';

/**
 * The combinations as expansion panels (the accordion pattern: a heading's button with
 * aria-expanded, controlling a labelled region). Each panel answers at `#combination-<id>`.
 * Until the script runs, CSS `:target` shows the panel the address names, so a link from a
 * card or another panel shows its text without JavaScript too.
 */
export function CombinationPanels({
  combinations,
}: {
  combinations: readonly ZiignaCombination[];
}) {
  const ids = useMemo(() => combinations.map((c) => c.id), [combinations]);
  const { isHydrated, isOpen, toggle, buttonRef } = useCombinationPanels(ids);
  const baseId = useId();
  if (combinations.length === 0) return null;
  return (
    <div className="mt-10 divide-y divide-ink-200 rounded-lg border border-ink-200 bg-white">
      {combinations.map((combination) => {
        const isPanelOpen = isOpen(combination.id);
        const buttonId = `${baseId}-${combination.id}`;
        const regionId = `${buttonId}-panel`;
        return (
          <div
            key={combination.id}
            id={combinationAnchor(combination.id)}
            className="group scroll-mt-32 px-4"
          >
            <h3 className="m-0">
              <button
                ref={buttonRef(combination.id)}
                id={buttonId}
                type="button"
                aria-expanded={isPanelOpen}
                aria-controls={regionId}
                onClick={() => toggle(combination.id)}
                className="focus-ring flex w-full items-center justify-between gap-4 py-4 text-left text-lg font-semibold text-ink-950"
              >
                <span>{combination.title}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className={cx(
                    'size-5 shrink-0 transition-transform',
                    isPanelOpen && 'rotate-180',
                  )}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                >
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </button>
            </h3>
            <div
              id={regionId}
              role="region"
              aria-labelledby={buttonId}
              className={cx(
                'pb-4',
                isPanelOpen ? 'block' : 'hidden',
                !isHydrated && 'group-target:block',
              )}
            >
              <Markdown source={combination.description} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
