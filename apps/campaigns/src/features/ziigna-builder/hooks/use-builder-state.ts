import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BuilderCatalog } from '../state/catalog.ts';
import type { BuilderState } from '../state/rules.ts';
import { builderSearch, readBuilderSearch } from '../state/url.ts';

/**
 * The configuration, which is the address (decision 028). Each change replaces the history
 * entry's query rather than pushing one: Back leaves the builder (and coming back, or
 * reloading, reopens the same configuration) instead of undoing choices one click at a time.
 * The state just chosen shows at once, while the navigation to its address lands; any other
 * change of address (Back, Forward, a link to another configuration) then rules again.
 */
export function useBuilderState(catalog: BuilderCatalog) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = useMemo(
    () => readBuilderSearch(location.search, catalog),
    [location.search, catalog],
  );
  const [pending, setPending] = useState<{ from: string; state: BuilderState } | null>(null);
  if (pending && pending.from !== location.key) setPending(null);
  const isPending = pending?.from === location.key;
  const state = isPending ? pending.state : fromAddress.state;

  const update = (next: BuilderState) => {
    setPending({ from: location.key, state: next });
    void navigate(
      { search: builderSearch(next, catalog) },
      { replace: true, preventScrollReset: true },
    );
  };

  // What the address could not give is told until the visitor changes something, which
  // writes a clean address.
  return { state, problems: isPending ? null : fromAddress.problems, update };
}
