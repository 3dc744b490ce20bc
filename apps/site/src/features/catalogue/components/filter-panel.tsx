import { useId, useMemo, useState } from 'react';
import type { MessageKey } from '@lumen/i18n';
import { formatNumber } from '@lumen/i18n/numbers';
import { Chip } from '@lumen/ui-kit/chip';
import type { Facet, FacetName } from '@lumen/validation';
import { FACET_NAMES } from '@lumen/validation/catalogue-constants';
import { useLanguage, useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import {
  appliedChips,
  facetGroups,
  groupToggle,
  shownValueCount,
  type FacetGroupView,
} from '../utils/facet-panel.ts';
import { selectedCount, type ListingState } from '../utils/listing-state.ts';

export const FACET_TITLE_KEYS = {
  subCategory: 'facets.subCategory',
  range: 'facets.range',
  CCT: 'facets.cct',
  energyClass: 'facets.energyClass',
  ipRating: 'facets.ipRating',
  powerFactor: 'facets.powerFactor',
  warranty: 'facets.warranty',
  UGR: 'facets.ugr',
  totalPower: 'facets.totalPower',
  efficacy: 'facets.efficacy',
  smartProduct: 'facets.smartProduct',
} as const satisfies Record<FacetName, MessageKey>;

export type FilterPanelProps = {
  /** The API's facets for the listing shown, absent until its first answer. */
  facets: readonly Facet[] | undefined;
  /** The listing's state: its selection is the panel's. */
  state: ListingState;
  onToggle: (name: FacetName, value: string) => void;
  onClearAll: () => void;
};

/**
 * The listing's filter side panel (spec §2): the 'Applied Filters' chips with 'Clear all
 * filters' (only when more than one filter is set), then every facet group with its counts.
 * Checkboxes, so each group reads as a list of independent choices to assistive technology.
 * The panel works out its groups and chips itself, so a phone, where it hydrates only when
 * 'Filters' opens it, does not write every facet label while the listing hydrates (issue 9).
 */
export function FilterPanel({ facets, state, onToggle, onClearAll }: FilterPanelProps) {
  const t = useTranslator();
  const language = useLanguage();
  const groups = useMemo(
    () => facetGroups(facets ?? [], state, language),
    [facets, state, language],
  );
  const chips = useMemo(
    () => appliedChips(state, facets ?? [], FACET_NAMES, language),
    [facets, state, language],
  );
  const isClearAllShown = selectedCount(state) > 1;
  return (
    <div className="flex flex-col gap-6">
      {chips.length ? (
        <section aria-labelledby="applied-filters" className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <h3 id="applied-filters" className="text-sm font-semibold text-ink-950">
              {t('filters.applied')}
            </h3>
            {isClearAllShown ? (
              <button
                type="button"
                onClick={onClearAll}
                className="focus-ring rounded text-sm font-semibold text-brand-700 underline hover:text-brand-800"
              >
                {t('filters.clearAll')}
              </button>
            ) : null}
          </div>
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={`${chip.name}:${chip.value}`}>
                <Chip
                  onRemove={() => onToggle(chip.name, chip.value)}
                  removeLabel={t('filters.remove', { label: chip.label })}
                >
                  {chip.label}
                </Chip>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {groups.map((group) => (
        <FacetGroup key={group.name} group={group} onToggle={onToggle} />
      ))}
      {groups.length === 0 ? (
        <p className="text-sm text-ink-700">{t('catalogue.noFilters')}</p>
      ) : null}
    </div>
  );
}

function FacetGroup({
  group,
  onToggle,
}: {
  group: FacetGroupView;
  onToggle: FilterPanelProps['onToggle'];
}) {
  const t = useTranslator();
  const language = useLanguage();
  const id = useId();
  const [expansions, setExpansions] = useState(0);
  const shown = shownValueCount(group.values.length, expansions);
  const toggle = groupToggle(group.values.length, shown);
  return (
    <fieldset className="border-t border-ink-100 pt-4" data-facet={group.name}>
      <legend className="float-left mb-2 w-full text-sm font-semibold text-ink-950">
        {t(FACET_TITLE_KEYS[group.name])}
      </legend>
      <ul id={id} className="clear-left flex flex-col gap-1">
        {group.values.slice(0, shown).map((value) => (
          <li key={value.value}>
            <label className="flex cursor-pointer items-start gap-2 rounded px-1 py-1 text-sm text-ink-800 hover:bg-ink-50">
              <input
                type="checkbox"
                checked={value.isSelected}
                onChange={() => onToggle(group.name, value.value)}
                className="mt-0.5 size-4 shrink-0 accent-ink-900"
              />
              <span className="min-w-0 flex-1 break-words">{value.label}</span>
              <span className="text-ink-600 tabular-nums">
                ({formatNumber(value.count, language)})
              </span>
            </label>
          </li>
        ))}
      </ul>
      {toggle ? (
        <button
          type="button"
          aria-controls={id}
          aria-expanded={toggle.kind === 'less'}
          onClick={() => setExpansions(toggle.kind === 'more' ? expansions + 1 : 0)}
          className="focus-ring mt-2 rounded text-sm font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {toggle.kind === 'more'
            ? t('filters.showMore', { count: toggle.count })
            : t('filters.showLess')}
        </button>
      ) : null}
    </fieldset>
  );
}
