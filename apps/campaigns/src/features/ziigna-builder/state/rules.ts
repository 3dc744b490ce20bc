import {
  cutZiignaText,
  ZIIGNA_DESCRIBED_OUTPUT_KINDS,
  ZIIGNA_IDS,
  ZIIGNA_RUN_PARTS,
  ZIIGNA_TEXT_LIMITS,
} from '@lumen/validation/ziigna-builder';
import {
  modulesParam,
  type BuilderCatalog,
  type BuilderParam,
  type BuilderParamValue,
  type BuilderSubParam,
} from './catalog.ts';

/*
 * The builder's rules (campaigns spec §4, §5; decision 028) as pure functions over a plain
 * state, so the page, the shared link and the datasheet agree on one reading of them.
 *
 * Every choice is by id: `chosen` maps a parameter's or sub-parameter's id to the ids of its
 * chosen values (one for a radio choice; the Modules step and a checkbox output step hold any
 * number, none included), and `texts` holds the free texts by `<id>.<valueId>` (the custom
 * colour is `colour.custom`). Transitions return a new state, always `normalise`d: every
 * parameter and every shown sub-parameter has a valid choice (the first value by default), and
 * nothing is kept that the visitor can no longer see.
 */

export type BuilderState = {
  readonly chosen: Readonly<Record<string, readonly string[]>>;
  readonly texts: Readonly<Record<string, string>>;
};

/** A free-text field that the current choices show. */
export type TextField = {
  /** `<id>.<valueId>`: the key in `texts` and in a shared link. */
  key: string;
  /** The parameter or sub-parameter it belongs to (Colour, Style, Output). */
  id: string;
  valueId: string;
  max: number;
};

export type ShownSubParam = {
  param: BuilderParam;
  value: BuilderParamValue;
  subParam: BuilderSubParam;
};

export const textKey = (id: string, valueId: string) => `${id}.${valueId}`;

const isRunPart = (id: string) => (ZIIGNA_RUN_PARTS as readonly string[]).includes(id);

/** The chosen value ids of one parameter or sub-parameter. */
export const chosenOf = (state: BuilderState, id: string): readonly string[] =>
  state.chosen[id] ?? [];

const isChosen = (state: BuilderState, id: string, valueId: string) =>
  chosenOf(state, id).includes(valueId);

/**
 * A selection of modules that makes sense: none, Standalone alone, or parts of one run. The
 * parts are put in the order they join (Start, Middle, End), whatever order they were picked in.
 */
export function moduleSelection(ids: readonly string[], param: BuilderParam): string[] | null {
  const known = new Set(param.values.map((v) => v.id));
  if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) return null;
  if (ids.includes(ZIIGNA_IDS.standalone)) return ids.length === 1 ? [...ids] : null;
  // Start, Middle, End in that order; any other part content adds, after them as listed.
  const rank = (id: string) =>
    isRunPart(id)
      ? ZIIGNA_RUN_PARTS.indexOf(id as never)
      : ZIIGNA_RUN_PARTS.length + param.values.findIndex((v) => v.id === id);
  return [...ids].sort((a, b) => rank(a) - rank(b));
}

/**
 * The Modules rules (spec §4), as decided in decision 028:
 * - Standalone replaces: the run's parts and their sub-parameters go, and Standalone's
 *   sub-parameters are shown (ticking it again clears the step: 'None selected').
 * - Start, Middle and End each toggle a part of one run: its sub-parameters are appended after
 *   those of the parts already chosen (in run order), and the earlier module's
 *   sub-parameters (Standalone's, as a run is not a standalone fitting) are removed, their
 *   choices with them. Unticking a part removes its sub-parameters.
 */
export function toggleModule(
  state: BuilderState,
  catalog: BuilderCatalog,
  valueId: string,
): BuilderState {
  const param = modulesParam(catalog);
  if (!param?.values.some((v) => v.id === valueId)) return state;
  const current = chosenOf(state, param.id);
  let next: string[];
  if (valueId === ZIIGNA_IDS.standalone)
    next = current.includes(valueId) ? [] : [ZIIGNA_IDS.standalone];
  else {
    const run = current.filter((id) => id !== ZIIGNA_IDS.standalone);
    next = run.includes(valueId) ? run.filter((id) => id !== valueId) : [...run, valueId];
  }
  return normalise({ ...state, chosen: { ...state.chosen, [param.id]: next } }, catalog);
}

/**
 * Picks one value of a parameter or sub-parameter (a radio choice). Picking Style = Linear
 * clears the custom output (spec §4): the Custom kind and its description.
 */
export function chooseValue(
  state: BuilderState,
  catalog: BuilderCatalog,
  id: string,
  valueId: string,
): BuilderState {
  let next: BuilderState = { ...state, chosen: { ...state.chosen, [id]: [valueId] } };
  if (id === ZIIGNA_IDS.style && valueId === ZIIGNA_IDS.linear && catalog.output) {
    const outputId = catalog.output.id;
    const texts = { ...next.texts };
    delete texts[textKey(outputId, 'custom')];
    next = {
      chosen: {
        ...next.chosen,
        [outputId]: chosenOf(next, outputId).filter((k) => k !== 'custom'),
      },
      texts,
    };
  }
  return normalise(next, catalog);
}

/** Whether the output step takes one kind (Single plus Linear) or several (spec §4). */
export function outputMode(state: BuilderState): 'one' | 'several' {
  return isChosen(state, ZIIGNA_IDS.style, ZIIGNA_IDS.linear) &&
    isChosen(state, ZIIGNA_IDS.run, ZIIGNA_IDS.single)
    ? 'one'
    : 'several';
}

/** Ticks or unticks an output kind; where the step takes one kind, picks it instead. */
export function toggleOutput(
  state: BuilderState,
  catalog: BuilderCatalog,
  kind: string,
): BuilderState {
  const output = catalog.output;
  if (!output) return state;
  const current = chosenOf(state, output.id);
  const next =
    outputMode(state) === 'one'
      ? [kind]
      : current.includes(kind)
        ? current.filter((k) => k !== kind)
        : [...current, kind];
  return normalise({ ...state, chosen: { ...state.chosen, [output.id]: next } }, catalog);
}

/**
 * Types into a free-text field: the text is cut at the field's limit (spec §5), and `isCut`
 * says so, for the spec's message. A field the choices do not show is left alone.
 */
export function setText(
  state: BuilderState,
  catalog: BuilderCatalog,
  key: string,
  text: string,
): { state: BuilderState; isCut: boolean } {
  const field = textFields(state, catalog).find((f) => f.key === key);
  if (!field) return { state, isCut: false };
  const { value, isCut } = cutZiignaText(text, field.max);
  const texts = { ...state.texts, [key]: value };
  if (!value) delete texts[key];
  return { state: { ...state, texts }, isCut };
}

/**
 * The sub-parameters the choices show, in page order: each parameter's chosen value's (Linear's
 * or Shape's sub-options, the suspension length), the Modules step's per the module rules. A
 * sub-parameter two shown values both open is shown once, at its first place.
 */
export function shownSubParams(state: BuilderState, catalog: BuilderCatalog): ShownSubParam[] {
  const seen = new Set<string>();
  const shown: ShownSubParam[] = [];
  for (const param of catalog.params) {
    for (const valueId of chosenOf(state, param.id)) {
      const value = param.values.find((v) => v.id === valueId);
      for (const subParam of value?.subParams ?? []) {
        if (seen.has(subParam.id)) continue;
        seen.add(subParam.id);
        shown.push({ param, value: value!, subParam });
      }
    }
  }
  return shown;
}

/** The free-text fields the choices show, with their limits (spec §4, §5). */
export function textFields(state: BuilderState, catalog: BuilderCatalog): TextField[] {
  const fields: TextField[] = [];
  const add = (id: string, valueId: string, max: number) => {
    if (isChosen(state, id, valueId)) fields.push({ key: textKey(id, valueId), id, valueId, max });
  };
  add(ZIIGNA_IDS.colour, ZIIGNA_IDS.customColour, ZIIGNA_TEXT_LIMITS.customColour);
  add(ZIIGNA_IDS.style, ZIIGNA_IDS.shape, ZIIGNA_TEXT_LIMITS.shapeDescription);
  if (catalog.output)
    for (const kind of ZIIGNA_DESCRIBED_OUTPUT_KINDS)
      add(catalog.output.id, kind, ZIIGNA_TEXT_LIMITS.outputDescription);
  return fields;
}

/**
 * A value's label with its own text as the spec joins them ('Custom - RAL 7016'); spaces the
 * visitor left around the text are not part of it, and a blank text is no text.
 */
export function withText(label: string, text: string | undefined): string {
  const given = text?.trim();
  return given ? `${label} - ${given}` : label;
}

/**
 * The output as the spec's finalOutput: each chosen kind's label, joined with a hyphen to its
 * description when there is one ('High Density - Office zone').
 */
export function finalOutput(state: BuilderState, catalog: BuilderCatalog): string[] {
  const output = catalog.output;
  if (!output) return [];
  return chosenOf(state, output.id).flatMap((kind) => {
    const value = output.values.find((v) => v.id === kind);
    if (!value) return [];
    return [withText(value.label, state.texts[textKey(output.id, kind)])];
  });
}

/** Modules chosen whose sub-parameters content does not have (spec §8: logged, not shown). */
export function modulesWithoutData(state: BuilderState, catalog: BuilderCatalog): string[] {
  const param = modulesParam(catalog);
  if (!param) return [];
  return chosenOf(state, param.id).filter(
    (id) => param.values.find((v) => v.id === id)?.subParams.length === 0,
  );
}

/** One radio choice kept if it names a value, else the first value. */
function oneOf(ids: readonly string[] | undefined, values: readonly { id: string }[]): string[] {
  const id = ids?.length === 1 ? ids[0] : undefined;
  return [values.some((v) => v.id === id) ? id! : values[0]!.id];
}

/**
 * The state made whole and consistent: each parameter and shown sub-parameter with one valid
 * value (the first by default), Modules a valid selection (Standalone by default), the output
 * kinds known and in their order (one at most where the step takes one), the texts of the
 * fields shown, cut to their limits. Anything else (a hidden module's lengths) is dropped.
 */
export function normalise(state: BuilderState, catalog: BuilderCatalog): BuilderState {
  // Parameters first: they decide which sub-parameters, output mode and texts there are.
  const params: Record<string, readonly string[]> = {};
  for (const param of catalog.params) {
    const given = state.chosen[param.id];
    params[param.id] =
      param.id === ZIIGNA_IDS.modules
        ? ((given && moduleSelection(given, param)) ?? [param.values[0]!.id])
        : oneOf(given, param.values);
  }
  const chosen: Record<string, readonly string[]> = { ...params };
  for (const { subParam } of shownSubParams({ chosen: params, texts: {} }, catalog))
    chosen[subParam.id] = oneOf(state.chosen[subParam.id], subParam.values);
  const output = catalog.output;
  if (output) {
    const given = new Set(state.chosen[output.id] ?? []);
    const kinds = output.values.filter((v) => given.has(v.id)).map((v) => v.id);
    chosen[output.id] =
      outputMode({ chosen: params, texts: {} }) === 'one' ? kinds.slice(0, 1) : kinds;
  }
  const texts: Record<string, string> = {};
  for (const field of textFields({ chosen, texts: {} }, catalog)) {
    const text = state.texts[field.key];
    if (text) texts[field.key] = cutZiignaText(text, field.max).value;
  }
  return { chosen, texts };
}

/** Every parameter at its first value, Modules at Standalone, no output yet, no texts. */
export function defaultState(catalog: BuilderCatalog): BuilderState {
  return normalise({ chosen: {}, texts: {} }, catalog);
}
