import type { Locale } from '@lumen/i18n/locales';
import type { Translator } from '@lumen/i18n/messages';
import type { BuilderSelections } from '../state/summary.ts';
import { makeDatasheet, preloadDatasheet, saveDatasheet } from './make-datasheet.ts';
import { datasheetSelections } from './selections.ts';

/*
 * What the builder's two buttons do, loaded on their first hover, focus or press: one small
 * chunk in the page's first script's place (the route is at its 148 KB budget), which then
 * brings pdfmake and Inter (make-datasheet.ts) and, for a quote, the form and its schema.
 */

export type DatasheetAction = { locale: Locale; t: Translator; selections: BuilderSelections };

const loadQuotePanel = () => import('../quote/quote-panel.tsx');

const make = ({ locale, t, selections }: DatasheetAction) =>
  makeDatasheet({ locale, t, ...datasheetSelections(selections) });

/** 'Complete / download': makes the datasheet and saves it (spec §4). */
export async function downloadDatasheet(action: DatasheetAction): Promise<void> {
  saveDatasheet(await make(action));
}

/** 'Get a Quote': makes the datasheet and loads the form it is attached to (spec §4). */
export async function datasheetForQuote(action: DatasheetAction) {
  const [file, module] = await Promise.all([make(action), loadQuotePanel()]);
  return { file, module };
}

export { preloadDatasheet };

export function preloadQuote(): void {
  preloadDatasheet();
  loadQuotePanel().catch(() => undefined);
}
