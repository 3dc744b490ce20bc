import { ToggleChip } from '@lumen/ui-kit/chip';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { FaqCategory } from '../types.ts';

/**
 * The category multi-select (spec §2 FAQ): one toggle chip per category (aria-pressed), and
 * 'Clear all' once any is chosen.
 */
export function FaqFilter({
  label,
  categories,
  chosen,
  onToggle,
  onClear,
}: {
  label: string;
  categories: FaqCategory[];
  chosen: readonly string[];
  onToggle: (id: string) => void;
  onClear: () => void;
}) {
  const t = useTranslator();
  return (
    <div
      role="group"
      aria-labelledby="faq-filter-label"
      className="flex flex-wrap items-center gap-3"
    >
      <span id="faq-filter-label" className="font-semibold text-ink-900">
        {label}
      </span>
      {categories.map((c) => (
        <ToggleChip
          key={c.id}
          isSelected={chosen.includes(c.id)}
          onClick={() => onToggle(c.id)}
          data-faq-category={c.id}
        >
          {c.categoryName}
        </ToggleChip>
      ))}
      {chosen.length ? (
        <button type="button" onClick={onClear} className="font-semibold text-brand-700 underline">
          {t('common.clearAll')}
        </button>
      ) : null}
    </div>
  );
}
