import { ZIIGNA_IDS } from '@lumen/validation/ziigna-builder';
import type { BuilderCatalog } from './catalog.ts';
import {
  chosenOf,
  moduleSelection,
  normalise,
  outputMode,
  shownSubParams,
  textFields,
  type BuilderState,
} from './rules.ts';

/*
 * The configuration as the page's query (decision 028). Each parameter and each shown
 * sub-parameter is `<id>=<value id>`, Modules and the output step list theirs joined by dots
 * (`modules=start.middle.end`, `output=high-density.custom`; `modules=` is none), and each free
 * text is `<id>.<value id>=<text>` (`colour.custom=RAL 7016`). Ids never change with the
 * language, so a link opens the same configuration in every edition.
 *
 * Every parameter is written, defaults included: a link then means the same after an editor
 * reorders the values. Only the output (none by default) and empty texts are left out.
 */

const LIST_SEPARATOR = '.';

/**
 * Query keys other sites add to links (ads, newsletters); shaped like ours but not settings
 * the visitor lost. `utm_*` keys cannot be ours (ids have no underscore).
 */
const TRACKING_KEYS = new Set(['gclid', 'fbclid', 'msclkid', 'dclid', 'gbraid', 'wbraid', 'yclid']);
const OUR_KEY = /^[a-z0-9-]+(\.[a-z0-9-]+)?$/;

/** The query (without `?`) that opens this configuration. */
export function builderSearch(state: BuilderState, catalog: BuilderCatalog): string {
  const query = new URLSearchParams();
  const shown = shownSubParams(state, catalog);
  const texts = textFields(state, catalog);
  const writeTexts = (id: string) => {
    for (const field of texts)
      if (field.id === id && state.texts[field.key]) query.set(field.key, state.texts[field.key]!);
  };
  for (const param of catalog.params) {
    query.set(param.id, chosenOf(state, param.id).join(LIST_SEPARATOR));
    for (const { param: owner, subParam } of shown)
      if (owner.id === param.id) query.set(subParam.id, chosenOf(state, subParam.id).join());
    writeTexts(param.id);
  }
  const output = catalog.output;
  if (output && chosenOf(state, output.id).length) {
    query.set(output.id, chosenOf(state, output.id).join(LIST_SEPARATOR));
    writeTexts(output.id);
  }
  return query.toString();
}

/** What a link held that the builder could not use. */
export type LinkProblems = {
  /**
   * Parameters and sub-parameters (by id) whose value in the link is unknown, repeated, too
   * long or against a rule: each shows its default instead.
   */
  unreadable: string[];
  /** How many settings the link names that the builder does not have with these choices. */
  leftOut: number;
};

/**
 * The configuration a query opens. Whatever cannot be read falls back to its default and is
 * named in `problems`; nothing in the query can make this throw, however long or odd (an
 * unknown id, a 5,000-character value, a text over its limit, a key given twice).
 */
export function readBuilderSearch(
  search: string,
  catalog: BuilderCatalog,
): { state: BuilderState; problems: LinkProblems } {
  const query = new URLSearchParams(search);
  const used = new Set<string>();
  const unreadable = new Set<string>();
  /** The key's one value; null when absent, undefined when given more than once. */
  const valueOf = (key: string): string | null | undefined => {
    used.add(key);
    const all = query.getAll(key);
    return all.length > 1 ? undefined : (all[0] ?? null);
  };
  const chosen: Record<string, readonly string[]> = {};
  const read = (id: string, parse: (value: string) => readonly string[] | null) => {
    const value = valueOf(id);
    if (value === null) return;
    const ids = value === undefined ? null : parse(value);
    if (ids) chosen[id] = ids;
    else unreadable.add(id);
  };

  for (const param of catalog.params)
    read(param.id, (value) =>
      param.id === ZIIGNA_IDS.modules
        ? moduleSelection(value ? value.split(LIST_SEPARATOR) : [], param)
        : param.values.some((v) => v.id === value)
          ? [value]
          : null,
    );
  const withParams = normalise({ chosen, texts: {} }, catalog);
  for (const { subParam } of shownSubParams(withParams, catalog))
    read(subParam.id, (value) => (subParam.values.some((v) => v.id === value) ? [value] : null));
  const output = catalog.output;
  if (output)
    read(output.id, (value) => {
      const kinds = value ? value.split(LIST_SEPARATOR) : [];
      const known = kinds.every((k) => output.values.some((v) => v.id === k));
      const fits = outputMode(withParams) === 'several' || kinds.length <= 1;
      return known && fits && new Set(kinds).size === kinds.length ? kinds : null;
    });

  const texts: Record<string, string> = {};
  for (const field of textFields(normalise({ chosen, texts: {} }, catalog), catalog)) {
    const value = valueOf(field.key);
    if (value === null || value === '') continue;
    if (value !== undefined && isKeepable(value, field.max)) texts[field.key] = value;
    else unreadable.add(field.id);
  }

  let leftOut = 0;
  for (const key of new Set(query.keys()))
    if (!used.has(key) && OUR_KEY.test(key) && !TRACKING_KEYS.has(key)) leftOut++;
  return {
    state: normalise({ chosen, texts }, catalog),
    problems: { unreadable: [...unreadable], leftOut },
  };
}

/** A link's text is used as it is, or not at all: never cut or changed silently. */
function isKeepable(text: string, max: number): boolean {
  // eslint-disable-next-line no-control-regex -- a typed text never holds one
  return Array.from(text).length <= max && !/[\u0000-\u001f\u007f]/.test(text);
}
