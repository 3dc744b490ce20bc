import { createRequire } from 'node:module';
import { createTranslator } from '@lumen/i18n/messages';
import type { Locale } from '@lumen/i18n/locales';
import pdfmake from 'pdfmake';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { datasheetDocument } from './document.ts';
import type { DatasheetSelection } from './document.ts';

/*
 * Renders the datasheet with pdfmake in Node, with the same Inter files the browser embeds,
 * then reads the PDF back with pdf.js: page count, page size, and every selection's text.
 */

const require = createRequire(import.meta.url);
const fontPath = (file: string) => require.resolve(`@expo-google-fonts/inter/${file}`);
const regular = fontPath('400Regular/Inter_400Regular.ttf');
const semiBold = fontPath('600SemiBold/Inter_600SemiBold.ttf');
pdfmake.addFonts({
  Inter: { normal: regular, bold: semiBold, italics: regular, bolditalics: semiBold },
});
pdfmake.setLocalAccessPolicy((path) => path === regular || path === semiBold);
pdfmake.setUrlAccessPolicy(() => false);

const A4 = [0, 0, 595.28, 841.89];
const SHARE_URL =
  'https://www.lumen.example/ziigna-linear-lighting/builder?style=linear&run=single&colour=custom&cc=Signal%20red';

async function render(locale: Locale, selections: readonly DatasheetSelection[]) {
  const definition = datasheetDocument({
    locale,
    t: createTranslator(locale),
    selections,
    shareUrl: SHARE_URL,
    createdAt: new Date('2026-11-25T17:04:00Z'),
    reference: 'Ziigna-Datasheet-004213-20261125-170400',
    font: 'Inter',
    timeZone: 'Europe/London',
  });
  const buffer = await pdfmake.createPdf(definition).getBuffer();
  const pdf = await getDocument({ data: new Uint8Array(buffer), useSystemFonts: false }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join('')
      .replace(/\s+/g, ' ');
    pages.push({ view: page.view, text });
  }
  return { pages, info: (await pdf.getMetadata()).info as Record<string, unknown> };
}

const SELECTIONS: DatasheetSelection[] = [
  { label: 'Style', value: 'Linear' },
  { label: 'Run', value: 'Single' },
  { label: 'Colour', value: 'Custom - Signal red' },
  { label: 'Module', value: 'Start, Middle, End' },
  { label: 'Start module length', value: '1.2 m' },
  { label: 'Diffuser', value: '' },
  { label: 'Lighting output', value: 'High Density - Over the workbenches' },
];

describe('the Ziigna datasheet', () => {
  it('is two A4 portrait pages with every selection, "None selected" for an empty one', async () => {
    const { pages, info } = await render('en-GB', SELECTIONS);
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page.view.map((n) => Math.round(n * 100) / 100)).toEqual(A4);
    const [first, second] = pages.map((page) => page.text);
    for (const { label, value } of SELECTIONS) {
      expect(first).toContain(label);
      if (value) expect(first).toContain(value);
    }
    expect(first).toContain('None selected');
    expect(first).toContain('Ziigna-Datasheet-004213-20261125-170400');
    expect(first).toContain('25 November 2026');
    expect(info['Title']).toContain('Your Ziigna configuration');
    expect(second).toContain('0.6 m to 3 m');
    expect(second).toContain('Up to 120 lm/W');
    expect(second).toContain('4,000 lm');
    expect(second).toContain('5 years');
    expect(second).toContain('100,000 hours');
    expect(second).toContain('50 mm');
    expect(second).toContain('91 mm');
    expect(second).toContain('about 1,750 lumens per metre');
    expect(second).toContain('about 3,500 lumens per metre');
    expect(second).toContain(SHARE_URL);
    expect(second).toContain('page 2 of 2');
  });

  it('prints French with French numbers and accents as selectable text', async () => {
    const selections = [
      { label: 'Couleur', value: 'Personnalisée - Rouge œillet' },
      { label: 'Forme', value: 'Żółty łuk' },
      { label: 'Diffuseur', value: '' },
    ];
    const { pages } = await render('fr-FR', selections);
    expect(pages).toHaveLength(2);
    const [first, second] = pages.map((page) => page.text);
    expect(first).toContain('Rouge œillet');
    expect(first).toContain('Żółty łuk');
    expect(first).toContain('Aucune sélection');
    expect(first).toContain('25 novembre 2026');
    expect(second).toContain('De 0,6 m à 3 m');
    expect(second).toContain('4 000 lm');
    expect(second).toContain('environ 3 500 lumens par mètre');
  });

  it('stays on two pages with the longest configuration the builder allows', async () => {
    // Every parameter and module sub-parameter of a start-middle-end run, with the custom
    // colour (20 characters), the shape description (100) and a custom output (20 + 20).
    const longest = Array.from({ length: 26 }, (_, index) => ({
      label: `Sous-paramètre du module ${index + 1}`,
      value:
        index < 2
          ? 'W'.repeat(20) + ' - ' + 'description '.repeat(9).slice(0, 100)
          : 'Raccordement par le dessus',
    }));
    const { pages } = await render('fr-FR', longest);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.text).toContain('Sous-paramètre du module 26');
  });
});
