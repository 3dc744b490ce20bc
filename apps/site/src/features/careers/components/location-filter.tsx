import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@lumen/site-shell/config/paths.ts';
import type { CareerLocation } from '../types.ts';

export type LocationFilterProps = {
  label: string;
  locations: CareerLocation[];
  /** The chosen location's orderId; null shows Worldwide. */
  selected: number | null;
};

/**
 * The opportunities' location dropdown (spec §2 Careers). A native select in a GET form, so
 * it works by keyboard and before hydration (the submit button is only for that case);
 * choosing a location loads its vacancies, and Worldwide goes back to all of them.
 */
export function LocationFilter({ label, locations, selected }: LocationFilterProps) {
  const id = useId();
  const navigate = useNavigate();
  const worldwide = locations.find((l) => l.worldwide);
  const value = selected ?? worldwide?.orderId ?? '';
  const hrefOf = (orderId: number) => {
    const location = locations.find((l) => l.orderId === orderId);
    return location && !location.worldwide
      ? paths.careers.list.getHref({ location: orderId })
      : paths.careers.list.getHref();
  };
  return (
    <form
      method="get"
      action={paths.careers.list.getHref()}
      className="flex max-w-full min-w-0 flex-wrap items-center gap-3"
    >
      <label htmlFor={id} className="font-semibold text-ink-900">
        {label}
      </label>
      <select
        id={id}
        name="location"
        value={value}
        onChange={(e) =>
          void navigate(`${hrefOf(Number(e.target.value))}#opportunities`, {
            preventScrollReset: true,
            replace: true,
          })
        }
        className="min-h-11 max-w-full min-w-0 rounded-md border border-ink-300 bg-white px-3 py-2 text-ink-950"
      >
        {locations.map((l) => (
          <option key={l.id} value={l.orderId}>
            {l.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-md border px-3 py-2">
          OK
        </button>
      </noscript>
    </form>
  );
}
