import { useId } from 'react';
import type { Country } from '../types.ts';

type CountrySelectorProps = {
  countries: Country[];
  countryId: number;
  label: string;
  onChange: (country: Country) => void;
};

/** A native select: keyboard and screen-reader support for free, and no script to load. */
export function CountrySelector({ countries, countryId, label, onChange }: CountrySelectorProps) {
  const id = useId();
  if (countries.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={countryId}
        onChange={(e) => {
          const next = countries.find((c) => c.countryId === Number(e.target.value));
          if (next) onChange(next);
        }}
        className="rounded border border-current bg-transparent px-2 py-1 text-sm [&>option]:text-ink-900"
      >
        {countries.map((c) => (
          <option key={c.countryId} value={c.countryId}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
