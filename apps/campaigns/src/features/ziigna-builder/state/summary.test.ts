import { describe, expect, it } from 'vitest';
import { builderContent, frenchContent } from '../testing/builder-content.ts';
import { buildCatalog } from './catalog.ts';
import { chooseValue, defaultState, setText, toggleModule, toggleOutput } from './rules.ts';
import { selectionsSummary } from './summary.ts';
import { readBuilderSearch } from './url.ts';

const catalog = buildCatalog(builderContent);
const ORIGIN = 'https://uk.lumen-lighting.example';

function run() {
  let s = defaultState(catalog);
  s = ['start', 'middle', 'end'].reduce((x, id) => toggleModule(x, catalog, id), s);
  s = chooseValue(s, catalog, 'colour', 'custom');
  s = setText(s, catalog, 'colour.custom', 'RAL 7016').state;
  s = chooseValue(s, catalog, 'run', 'multiple');
  s = toggleOutput(s, catalog, 'low-density');
  s = setText(s, catalog, 'output.low-density', ' Corridors  ').state;
  return toggleOutput(s, catalog, 'not-sure');
}

describe('selectionsSummary', () => {
  it('lists every parameter with the sub-parameters it shows, the output last', () => {
    const { lines } = selectionsSummary(run(), catalog, {
      origin: ORIGIN,
      noneSelected: 'None selected',
    });
    expect(lines.map((l) => [l.title, l.text])).toEqual([
      ['Style', 'Linear'],
      ['Light distribution', 'Direct'],
      ['Configuration', 'Multiple'],
      ['Modules', 'Start, Middle, End'],
      ['Start module length', '0.6 m'],
      ['Start module power feed', 'End feed'],
      ['Middle module length', '0.6 m'],
      ['Number of middle modules', '1'],
      ['End module length', '0.6 m'],
      ['Mounting', 'Suspended'],
      ['Suspension length', '1.5 m'],
      ['Colour', 'Custom - RAL 7016'],
      ['Output', 'Low Density - Corridors, Not Sure'],
    ]);
    expect(lines.at(-1)!.values).toEqual(['Low Density - Corridors', 'Not Sure']);
  });

  it('says None selected where nothing is chosen', () => {
    const none = toggleModule(defaultState(catalog), catalog, 'standalone');
    const { lines } = selectionsSummary(none, catalog, {
      origin: ORIGIN,
      noneSelected: 'None selected',
    });
    const text = (id: string) => lines.find((l) => l.id === id)?.text;
    expect([text('modules'), text('output')]).toEqual(['None selected', 'None selected']);
    expect(lines.find((l) => l.id === 'output')!.values).toEqual([]);
  });

  it('gives the link that opens the same configuration, in any language', () => {
    const state = run();
    const { shareUrl } = selectionsSummary(state, catalog, { origin: ORIGIN, noneSelected: '' });
    const url = new URL(shareUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/ziigna-linear-lighting/builder`);
    expect(readBuilderSearch(url.search, catalog).state).toEqual(state);
    const french = buildCatalog(frenchContent);
    const fr = selectionsSummary(state, french, {
      origin: ORIGIN,
      noneSelected: 'Aucune sélection',
    });
    expect(fr.shareUrl).toBe(shareUrl);
    expect(fr.lines.find((l) => l.id === 'colour')!.text).toBe('Personnalisée - RAL 7016');
  });
});
