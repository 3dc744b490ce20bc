import { paths } from '@lumen/site-shell/config/paths.ts';
import type { BuilderCatalog } from './catalog.ts';
import {
  chosenOf,
  finalOutput,
  shownSubParams,
  textKey,
  withText,
  type BuilderState,
} from './rules.ts';
import { builderSearch } from './url.ts';

/** One line of the visitor's configuration, as the page's summary and the datasheet show it. */
export type SelectionLine = {
  /** The parameter's or sub-parameter's id (`output` for the output step). */
  id: string;
  /** Its title in the visitor's language ('Colour', 'Start module length', 'Output'). */
  title: string;
  /** The chosen values' labels, a value's own text joined with ' - '; empty when none. */
  values: readonly string[];
  /** The values joined with ', ', or the 'None selected' text when there are none. */
  text: string;
};

/** Everything the datasheet and the quote request need to say what was configured. */
export type BuilderSelections = {
  /** Parameters in order, each followed by the sub-parameters it shows; the output last. */
  lines: readonly SelectionLine[];
  /** The absolute link that opens this configuration (decision 028). */
  shareUrl: string;
};

/** The absolute link that opens this configuration, on the visitor's own edition's origin. */
export function shareUrl(origin: string, state: BuilderState, catalog: BuilderCatalog): string {
  return `${origin}${paths.campaigns.ziignaBuilder.getHref()}?${builderSearch(state, catalog)}`;
}

/**
 * The visitor's selections in page order, with 'None selected' (the caller's translation) where
 * nothing is chosen, and the shareable link. A custom colour or shape description is joined to
 * its value like the spec's finalOutput ('Custom - RAL 7016'); the output lines are finalOutput.
 */
export function selectionsSummary(
  state: BuilderState,
  catalog: BuilderCatalog,
  options: { origin: string; noneSelected: string },
): BuilderSelections {
  const line = (id: string, title: string, values: readonly string[]): SelectionLine => ({
    id,
    title,
    values,
    text: values.length ? values.join(', ') : options.noneSelected,
  });
  const shown = shownSubParams(state, catalog);
  const lines: SelectionLine[] = [];
  for (const param of catalog.params) {
    const labels = chosenOf(state, param.id).flatMap((valueId) => {
      const value = param.values.find((v) => v.id === valueId);
      if (!value) return [];
      return [withText(value.label, state.texts[textKey(param.id, valueId)])];
    });
    lines.push(line(param.id, param.title, labels));
    for (const { param: owner, subParam } of shown) {
      if (owner.id !== param.id) continue;
      const chosen = chosenOf(state, subParam.id)[0];
      const label = subParam.values.find((v) => v.id === chosen)?.label;
      lines.push(line(subParam.id, subParam.title, label ? [label] : []));
    }
  }
  if (catalog.output)
    lines.push(line(catalog.output.id, catalog.output.title, finalOutput(state, catalog)));
  return { lines, shareUrl: shareUrl(options.origin, state, catalog) };
}
