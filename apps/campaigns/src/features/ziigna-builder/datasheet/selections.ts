import type { BuilderSelections } from '../state/summary.ts';
import type { DatasheetRequest } from './make-datasheet.ts';

/**
 * The datasheet's rows from the builder's summary. The summary's `text` already says 'None
 * selected' for an empty step; the datasheet prints its own localized words for an empty
 * value, so an empty step is passed as '' and the words are never doubled or mixed.
 */
export function datasheetSelections(
  selections: BuilderSelections,
): Pick<DatasheetRequest, 'selections' | 'shareUrl'> {
  return {
    selections: selections.lines.map((line) => ({
      label: line.title,
      value: line.values.length ? line.text : '',
    })),
    shareUrl: selections.shareUrl,
  };
}
