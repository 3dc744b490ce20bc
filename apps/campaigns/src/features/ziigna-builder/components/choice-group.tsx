import type { ReactNode } from 'react';
import { cn } from '@lumen/ui-kit/cn';
import { VisuallyHidden } from '@lumen/ui-kit/visually-hidden';
import type { BuilderValue } from '../state/catalog.ts';

type ChoiceGroupProps = {
  /** The inputs' name: the parameter's or sub-parameter's id. */
  name: string;
  legend: ReactNode;
  /** The panel's button already shows the title: the legend is then for screen readers. */
  isLegendHidden?: boolean;
  /** Shown under the legend and read with the group (the Modules and output rules). */
  hint?: string | undefined;
  type: 'radio' | 'checkbox';
  values: readonly BuilderValue[];
  chosen: readonly string[];
  onChoose: (valueId: string) => void;
  /** Below the choices: a chosen value's sub-parameters and text fields. */
  children?: ReactNode;
  className?: string;
};

/**
 * One parameter's choices as a fieldset of native radios or checkboxes, so the keyboard works
 * as everywhere (Tab into the group, arrows between radios, Space to tick) and the legend
 * names the group. Each value's sub-label is part of its label.
 */
export function ChoiceGroup({
  name,
  legend,
  isLegendHidden = false,
  hint,
  type,
  values,
  chosen,
  onChoose,
  children,
  className,
}: ChoiceGroupProps) {
  const hintId = `${name}-hint`;
  return (
    <fieldset className={cn('min-w-0', className)} aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-semibold text-ink-950">
        {isLegendHidden ? <VisuallyHidden>{legend}</VisuallyHidden> : legend}
      </legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      {/* Bare labels (lengths, quantities) sit several to a row, even on a phone. */}
      <div
        className={cn(
          'mt-3 grid gap-2',
          values.some((v) => v.subLabel) ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-3',
        )}
      >
        {values.map((value) => {
          const id = `${name}--${value.id}`;
          const isChosen = chosen.includes(value.id);
          return (
            <label
              key={value.id}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink-950',
                isChosen
                  ? 'border-ink-950 bg-brand-50'
                  : 'border-ink-300 bg-white hover:border-ink-700',
              )}
            >
              <input
                id={id}
                type={type}
                name={name}
                value={value.id}
                checked={isChosen}
                onChange={() => onChoose(value.id)}
                className="mt-1 size-4 shrink-0 accent-ink-950"
              />
              <span className="min-w-0">
                <span className="block font-medium text-ink-950">{value.label}</span>
                {value.subLabel ? (
                  <span className="block text-sm text-ink-700">{value.subLabel}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
