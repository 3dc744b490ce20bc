import type { Locale } from '@lumen/i18n/locales';
import type { Translator } from '@lumen/i18n/messages';
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { ZIIGNA_DENSITY_LM_PER_M, ZIIGNA_SPECIFICATIONS } from './specifications.ts';

/** One line of the visitor's configuration: a parameter's title and what they chose. */
export type DatasheetSelection = {
  readonly label: string;
  /** '' when nothing is chosen: the sheet prints 'None selected' (spec §9). */
  readonly value: string;
};

export type DatasheetInput = {
  readonly locale: Locale;
  readonly t: Translator;
  readonly selections: readonly DatasheetSelection[];
  /** The builder address that restores these choices (issue 12: the configuration is in the URL). */
  readonly shareUrl: string;
  readonly createdAt: Date;
  /** The file name without '.pdf': printed so a quote and its sheet can be matched. */
  readonly reference: string;
  /** The font family registered with pdfmake under this name (the site's Inter). */
  readonly font: string;
  /** Defaults to the visitor's own zone; tests pin it. */
  readonly timeZone?: string;
};

/** The brand theme's colours (tooling/tailwind/theme.css): the sheet looks like the site. */
const INK_900 = '#14181c';
const INK_500 = '#6b7580';
const INK_100 = '#e9ecef';
const BRAND_500 = '#f5a800';

const PAGE_MARGINS: [number, number, number, number] = [48, 56, 48, 64];

/*
 * Page 1 must hold every selection (the sheet is two pages, spec §9). A module run with
 * start, middle and end modules lists about twenty; past COMPACT_FROM rows the table's
 * text gets smaller so the longest configuration the builder allows still fits.
 */
const COMPACT_FROM = 16;

/** Two columns, a rule under each row: the sheet's one table style. */
function rowLayout(padding: number) {
  return {
    hLineWidth: (index: number) => (index === 0 ? 0 : 0.5),
    vLineWidth: () => 0,
    hLineColor: () => INK_100,
    paddingTop: () => padding,
    paddingBottom: () => padding,
    paddingLeft: () => 0,
    paddingRight: () => 8,
  };
}

function twoColumnTable(
  header: [string, string] | null,
  rows: [string, TableCell][],
  compact = false,
): Content {
  const body: TableCell[][] = rows.map(([label, value]) => [{ text: label, bold: true }, value]);
  if (header) {
    body.unshift(header.map((text) => ({ text, style: 'tableHeader' })));
  }
  return {
    table: { headerRows: header ? 1 : 0, widths: ['40%', '*'], body, dontBreakRows: true },
    layout: rowLayout(compact ? 2.5 : 5),
    ...(compact ? { fontSize: 8 } : {}),
  };
}

/**
 * The datasheet as a pdfmake document: page 1 is the visitor's configuration, page 2 the
 * product's fixed specifications, the density explanation and the link back to the builder.
 * Pure (no pdfmake import), so the browser bundle that renders it and the Node test that
 * parses it share every line of layout.
 */
export function datasheetDocument(input: DatasheetInput): TDocumentDefinitions {
  const { t, locale } = input;
  const spec = ZIIGNA_SPECIFICATIONS;
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: input.timeZone,
  }).format(input.createdAt);

  const selectionRows = input.selections.map(({ label, value }): [string, TableCell] => [
    label,
    // The builder's own 'None selected' (one message for the page and the sheet).
    value.trim() === ''
      ? { text: t('ziignaBuilder.noneSelected'), italics: true, color: INK_500 }
      : value,
  ]);

  const specificationRows: [string, TableCell][] = [
    [
      t('ziignaDatasheet.moduleLengths'),
      t('ziignaDatasheet.moduleLengthsValue', {
        min: spec.moduleLengthMinM,
        max: spec.moduleLengthMaxM,
      }),
    ],
    [
      t('ziignaDatasheet.efficacy'),
      t('ziignaDatasheet.efficacyValue', { value: spec.efficacyLmPerW }),
    ],
    [t('ziignaDatasheet.flux'), t('ziignaDatasheet.fluxValue', { value: spec.fluxLm })],
    [
      t('ziignaDatasheet.warranty'),
      t('ziignaDatasheet.warrantyValue', { value: spec.warrantyYears }),
    ],
    [
      t('ziignaDatasheet.lifetime'),
      t('ziignaDatasheet.lifetimeValue', { value: spec.lifetimeHours }),
    ],
    [t('ziignaDatasheet.width'), t('ziignaDatasheet.millimetres', { value: spec.widthMm })],
    [t('ziignaDatasheet.height'), t('ziignaDatasheet.millimetres', { value: spec.heightMm })],
  ];

  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: PAGE_MARGINS,
    info: {
      title: `${t('ziignaDatasheet.title')} (${input.reference})`,
      author: 'Lumen',
      subject: t('ziignaDatasheet.subtitle'),
      creationDate: input.createdAt,
    },
    defaultStyle: { font: input.font, fontSize: 10, color: INK_900, lineHeight: 1.25 },
    styles: {
      brand: { fontSize: 11, bold: true, color: BRAND_500, characterSpacing: 2 },
      title: { fontSize: 22, bold: true, margin: [0, 6, 0, 2] },
      subtitle: { fontSize: 11, color: INK_500, margin: [0, 0, 0, 4] },
      meta: { fontSize: 9, color: INK_500 },
      heading: { fontSize: 13, bold: true, margin: [0, 20, 0, 8] },
      tableHeader: { fontSize: 8, bold: true, color: INK_500, characterSpacing: 1 },
    },
    footer: (page: number, pages: number) => ({
      text: t('ziignaDatasheet.footer', { date, page, pages }),
      style: 'meta',
      margin: [PAGE_MARGINS[0], 24, PAGE_MARGINS[2], 0],
    }),
    content: [
      { text: 'LUMEN', style: 'brand' },
      { text: t('ziignaDatasheet.title'), style: 'title' },
      { text: t('ziignaDatasheet.subtitle'), style: 'subtitle' },
      { text: t('ziignaDatasheet.created', { date }), style: 'meta' },
      { text: t('ziignaDatasheet.reference', { reference: input.reference }), style: 'meta' },
      { text: t('ziignaDatasheet.selectionsHeading'), style: 'heading' },
      twoColumnTable(
        [t('ziignaDatasheet.option').toUpperCase(), t('ziignaDatasheet.choice').toUpperCase()],
        selectionRows,
        selectionRows.length >= COMPACT_FROM,
      ),
      {
        text: t('ziignaDatasheet.specificationsHeading'),
        style: 'heading',
        pageBreak: 'before',
        margin: [0, 0, 0, 8],
      },
      twoColumnTable(null, specificationRows),
      { text: t('ziignaDatasheet.densityHeading'), style: 'heading' },
      {
        ul: [
          t('ziignaDatasheet.densityLow', { value: ZIIGNA_DENSITY_LM_PER_M.low }),
          t('ziignaDatasheet.densityHigh', { value: ZIIGNA_DENSITY_LM_PER_M.high }),
        ],
      },
      { text: t('ziignaDatasheet.shareHeading'), style: 'heading' },
      { text: t('ziignaDatasheet.shareText'), margin: [0, 0, 0, 4] },
      { text: input.shareUrl, link: input.shareUrl, color: BRAND_500, decoration: 'underline' },
      { text: t('ziignaDatasheet.nextHeading'), style: 'heading' },
      { text: t('ziignaDatasheet.nextText') },
    ],
  };
}
