import type { BuilderContent } from '../state/catalog.ts';

/*
 * A builder catalogue shaped like the seeded content (apps/api/content/ziigna-*), small enough
 * to read in a test: every rule of spec §4 has its parameter and values. `frenchContent` has
 * the same ids with other words, as the French files do.
 */

type Value = { id: string; label: string; subLabel?: string; subs?: string[] };

const param = (id: string, orderId: number, title: string, values: Value[]) => ({
  id,
  orderId,
  title,
  values: values.map((v) => ({
    id: v.id,
    label: v.label,
    subLabel: v.subLabel ?? null,
    ziigna_sub_params: v.subs ?? [],
  })),
});

const sub = (id: string, orderId: number, title: string, values: [string, string][]) => ({
  id,
  orderId,
  title,
  values: values.map(([vid, label]) => ({ id: vid, label, subLabel: null })),
});

const LENGTHS: [string, string][] = [
  ['0-6m', '0.6 m'],
  ['1-2m', '1.2 m'],
  ['2-4m', '2.4 m'],
  ['3m', '3.0 m'],
];

export const builderContent: BuilderContent = {
  // Listed out of order: the catalogue sorts by orderId.
  ziignaParams: [
    param('colour', 5, 'Colour', [
      { id: 'white', label: 'White', subLabel: 'RAL 9016' },
      { id: 'black', label: 'Black' },
      { id: 'custom', label: 'Custom' },
    ]),
    param('style', 1, 'Style', [
      { id: 'linear', label: 'Linear', subs: ['light-distribution'] },
      { id: 'shape', label: 'Shape', subs: ['shape-type'] },
    ]),
    param('run', 2, 'Configuration', [
      { id: 'single', label: 'Single' },
      { id: 'multiple', label: 'Multiple' },
    ]),
    param('modules', 3, 'Modules', [
      { id: 'standalone', label: 'Standalone', subs: ['standalone-length'] },
      { id: 'start', label: 'Start', subs: ['start-length', 'start-feed'] },
      { id: 'middle', label: 'Middle', subs: ['middle-length', 'middle-quantity'] },
      { id: 'end', label: 'End', subs: ['end-length'] },
    ]),
    param('mounting', 4, 'Mounting', [
      { id: 'suspended', label: 'Suspended', subs: ['suspension-length'] },
      { id: 'surface', label: 'Surface' },
    ]),
  ],
  ziignaSubParams: [
    sub('light-distribution', 1, 'Light distribution', [
      ['direct', 'Direct'],
      ['indirect', 'Indirect'],
    ]),
    sub('shape-type', 2, 'Shape type', [
      ['square', 'Square'],
      ['l-shape', 'L-shape'],
    ]),
    sub('suspension-length', 3, 'Suspension length', [
      ['1-5m', '1.5 m'],
      ['3m', '3 m'],
    ]),
    sub('standalone-length', 10, 'Standalone module length', LENGTHS),
    sub('start-length', 20, 'Start module length', LENGTHS),
    sub('start-feed', 21, 'Start module power feed', [
      ['end-feed', 'End feed'],
      ['top-feed', 'Top feed'],
    ]),
    sub('middle-length', 30, 'Middle module length', LENGTHS),
    sub('middle-quantity', 31, 'Number of middle modules', [
      ['1', '1'],
      ['2', '2'],
      ['10', '10'],
    ]),
    sub('end-length', 40, 'End module length', LENGTHS),
    sub('output', 90, 'Output', [
      ['high-density', 'High Density'],
      ['low-density', 'Low Density'],
      ['custom', 'Custom'],
      ['not-sure', 'Not Sure'],
    ]),
  ],
};

const FRENCH: Record<string, string> = {
  Style: 'Style',
  Modules: 'Modules',
  Linear: 'Linéaire',
  Shape: 'Forme',
  Colour: 'Couleur',
  White: 'Blanc',
  Black: 'Noir',
  Custom: 'Personnalisée',
  Output: 'Flux lumineux',
  'High Density': 'Haute densité',
  'Low Density': 'Basse densité',
  'Not Sure': 'Je ne sais pas',
  Start: 'Début',
  Middle: 'Milieu',
  End: 'Fin',
};
const fr = (text: string) => FRENCH[text] ?? `${text} (fr)`;

/** The same catalogue in French: same ids and order, other titles and labels. */
export const frenchContent: BuilderContent = {
  ziignaParams: builderContent.ziignaParams.map((p) => ({
    ...p,
    title: fr(p.title),
    values: p.values.map((v) => ({ ...v, label: fr(v.label) })),
  })),
  ziignaSubParams: builderContent.ziignaSubParams.map((s) => ({
    ...s,
    title: fr(s.title),
    values: s.values.map((v) => ({ ...v, label: fr(v.label) })),
  })),
};
