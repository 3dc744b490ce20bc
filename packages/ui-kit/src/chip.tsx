import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { CloseIcon } from './icons.tsx';

type RemovableProps =
  | { onRemove: () => void; /** e.g. t('filters.remove', { label }) */ removeLabel: string }
  | { onRemove?: undefined; removeLabel?: undefined };

export type ChipProps = Omit<ComponentProps<'span'>, 'onRemove'> & RemovableProps;

/** A label, optionally with a remove button: the 'Applied Filters' chips. */
export function Chip({ onRemove, removeLabel, className, children, ...props }: ChipProps) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border border-ink-300 bg-white py-1 pl-3 text-sm text-ink-900',
        onRemove ? 'pr-1' : 'pr-3',
        className,
      )}
      {...props}
    >
      <span className="truncate">{children}</span>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          className="focus-ring inline-flex size-6 shrink-0 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-950"
        >
          <CloseIcon className="size-3.5" />
        </button>
      )}
    </span>
  );
}

export type ToggleChipProps = ComponentProps<'button'> & {
  isSelected: boolean;
};

/** A chip that is switched on and off: the multi-select filters of case studies and FAQ. */
export function ToggleChip({ isSelected, className, type, ...props }: ToggleChipProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-pressed={isSelected}
      className={cn(
        'focus-ring inline-flex items-center rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
        isSelected
          ? 'border-ink-950 bg-ink-950 text-white'
          : 'border-ink-300 bg-white text-ink-900 hover:border-ink-900',
        className,
      )}
      {...props}
    />
  );
}
