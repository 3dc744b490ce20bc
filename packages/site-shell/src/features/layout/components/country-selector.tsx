import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '@lumen/ui-kit/cx';
import { Image } from '@lumen/ui-kit/image';
import { useDismiss } from '#src/hooks/use-dismiss.ts';
import { useTranslator } from '#src/lib/i18n.tsx';
import { nextFocusTarget } from '#src/lib/roving-focus.ts';
import type { Country } from '#src/features/layout/types.ts';

type CountrySelectorProps = {
  countries: Country[];
  countryId: number;
  onChange: (country: Country) => void;
  className?: string;
};

function Flag({ country }: { country: Country }) {
  return (
    <Image
      src={country.flag}
      alt=""
      width={24}
      height={16}
      loading="lazy"
      className="h-4 w-6 shrink-0 rounded-[2px] object-cover"
    />
  );
}

/**
 * The country selector (spec §3 Country: countryId, name, lang, flag): a button that
 * discloses the list of countries with their flags, names in the page's language; the
 * current one is `aria-current`. Keyboard: arrows,
 * Home and End move through the list, Escape closes it and returns focus to the button.
 */
export function CountrySelector({
  countries,
  countryId,
  onChange,
  className,
}: CountrySelectorProps) {
  const t = useTranslator();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Which entry takes focus when the list is opened from the keyboard.
  const focusOnOpenRef = useRef<'current' | 'last' | null>(null);
  const close = useCallback(() => setIsOpen(false), []);
  useDismiss(rootRef, isOpen, close);

  const options = () => Array.from(listRef.current?.querySelectorAll('button') ?? []);

  useEffect(() => {
    const focus = focusOnOpenRef.current;
    focusOnOpenRef.current = null;
    if (!isOpen || !focus) return;
    const all = options();
    const target =
      focus === 'last'
        ? all.at(-1)
        : (all.find((b) => b.getAttribute('aria-current') === 'true') ?? all[0]);
    target?.focus();
  }, [isOpen]);

  if (countries.length === 0) return null;
  const current = countries.find((c) => c.countryId === countryId) ?? countries[0]!;

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (isOpen) {
        (event.key === 'ArrowUp' ? options().at(-1) : options()[0])?.focus();
        return;
      }
      focusOnOpenRef.current = event.key === 'ArrowUp' ? 'last' : 'current';
      setIsOpen(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setIsOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const target = nextFocusTarget(options(), document.activeElement, event.key, {
      next: ['ArrowDown'],
      previous: ['ArrowUp'],
    });
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <div ref={rootRef} className={cx('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => {
          setIsOpen((open) => !open);
        }}
        onKeyDown={onButtonKeyDown}
        className="focus-ring inline-flex h-9 items-center gap-2 rounded-md px-2 text-sm hover:bg-white/10"
      >
        <Flag country={current} />
        <span>
          <span className="sr-only">{t('common.labelled', { label: t('header.country') })} </span>
          {current.name}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={cx('size-4', isOpen && 'rotate-180')}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!isOpen}
        aria-label={t('header.chooseCountry')}
        onKeyDown={onListKeyDown}
        className="z-50 mt-1 min-w-56 rounded-md bg-white py-1 text-ink-900 shadow-xl lg:absolute lg:right-0"
      >
        {countries.map((country) => {
          const isCurrent = country.countryId === current.countryId;
          return (
            <li key={country.countryId}>
              <button
                type="button"
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => {
                  setIsOpen(false);
                  if (!isCurrent) onChange(country);
                }}
                className={cx(
                  'focus-ring flex w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-ink-50',
                  isCurrent && 'font-semibold',
                )}
              >
                <Flag country={country} />
                <span>{country.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
