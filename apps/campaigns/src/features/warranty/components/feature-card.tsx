import { useId, useState } from 'react';
import { cn } from '@lumen/ui-kit/cn';

/**
 * One of the mission's four feature cards: its text clipped to three lines until "read more".
 * The whole text is in the server HTML (clipped by CSS, not cut), so search engines and screen
 * readers get it all; the button says whether it is expanded.
 */
export function FeatureCard({
  title,
  description,
  readMoreText,
  readLessText,
}: {
  title: string;
  description: string;
  readMoreText: string;
  readLessText: string;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const textId = useId();
  return (
    <li className="flex flex-col rounded-lg border border-ink-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-ink-950">{title}</h3>
      <p id={textId} className={cn('mt-3 text-ink-800', !isExpanded && 'line-clamp-3')}>
        {description}
      </p>
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={textId}
        onClick={() => setIsExpanded(!isExpanded)}
        className="focus-ring mt-4 self-start rounded font-semibold text-brand-700 underline"
      >
        {isExpanded ? readLessText : readMoreText}
      </button>
    </li>
  );
}
