import { describe, expect, it } from 'vitest';
import { builderContent } from '../testing/builder-content.ts';
import { buildCatalog } from './catalog.ts';
import {
  chooseValue,
  chosenOf,
  defaultState,
  finalOutput,
  modulesWithoutData,
  normalise,
  outputMode,
  setText,
  shownSubParams,
  textFields,
  toggleModule,
  toggleOutput,
  type BuilderState,
} from './rules.ts';

const catalog = buildCatalog(builderContent);
const shown = (state: BuilderState) => shownSubParams(state, catalog).map((s) => s.subParam.id);
const choose = (state: BuilderState, id: string, valueId: string) =>
  chooseValue(state, catalog, id, valueId);
const modules = (state: BuilderState, ...ids: string[]) =>
  ids.reduce((s, id) => toggleModule(s, catalog, id), state);
const outputs = (state: BuilderState, ...kinds: string[]) =>
  kinds.reduce((s, kind) => toggleOutput(s, catalog, kind), state);
const type = (state: BuilderState, key: string, text: string) =>
  setText(state, catalog, key, text).state;

describe('the catalogue', () => {
  it('orders the parameters by orderId and resolves each value’s sub-parameters', () => {
    expect(catalog.params.map((p) => p.id)).toEqual([
      'style',
      'run',
      'modules',
      'mounting',
      'colour',
    ]);
    const start = catalog.params[2]!.values[1]!;
    expect(start.subParams.map((s) => s.id)).toEqual(['start-length', 'start-feed']);
    expect(catalog.output?.values.map((v) => v.id)).toEqual([
      'high-density',
      'low-density',
      'custom',
      'not-sure',
    ]);
  });

  it('leaves out a sub-parameter content lacks, and a parameter without values', () => {
    const partial = buildCatalog({
      ziignaParams: [
        ...builderContent.ziignaParams,
        { id: 'empty', orderId: 9, title: 'Empty', values: [] },
      ],
      ziignaSubParams: builderContent.ziignaSubParams.filter((s) => s.id !== 'end-length'),
    });
    expect(partial.params.map((p) => p.id)).not.toContain('empty');
    const end = partial.params.find((p) => p.id === 'modules')!.values[3]!;
    expect(end.subParams).toEqual([]);
    // Spec §8: a chosen module with no data is reported (the page logs it), not an error.
    const state = modules(defaultState(partial), 'start', 'end');
    expect(modulesWithoutData(state, partial)).toEqual(['end']);
    expect(modulesWithoutData(state, catalog)).toEqual([]);
  });
});

describe('parameters', () => {
  it('start at their first value each, Modules at Standalone, no output and no texts', () => {
    const state = defaultState(catalog);
    expect(state.chosen).toEqual({
      style: ['linear'],
      'light-distribution': ['direct'],
      run: ['single'],
      modules: ['standalone'],
      'standalone-length': ['0-6m'],
      mounting: ['suspended'],
      'suspension-length': ['1-5m'],
      colour: ['white'],
      output: [],
    });
    expect(state.texts).toEqual({});
  });

  it('take one value each, and an unknown one falls back to the first', () => {
    const state = choose(defaultState(catalog), 'colour', 'black');
    expect(chosenOf(state, 'colour')).toEqual(['black']);
    expect(chosenOf(choose(state, 'colour', 'purple'), 'colour')).toEqual(['white']);
  });

  it('show the chosen value’s sub-options: Linear’s or Shape’s, never both', () => {
    const linear = defaultState(catalog);
    expect(shown(linear)).toContain('light-distribution');
    expect(shown(linear)).not.toContain('shape-type');
    const shape = choose(choose(linear, 'light-distribution', 'indirect'), 'style', 'shape');
    expect(shown(shape)).toContain('shape-type');
    expect(shown(shape)).not.toContain('light-distribution');
    expect(chosenOf(shape, 'shape-type')).toEqual(['square']);
    // Back to Linear: its sub-option starts again at its default.
    expect(chosenOf(choose(shape, 'style', 'linear'), 'light-distribution')).toEqual(['direct']);
    // An ordinary parameter's value opens its own (suspension length for Suspended only).
    expect(shown(choose(linear, 'mounting', 'surface'))).not.toContain('suspension-length');
  });
});

describe('the Modules step (decision 028)', () => {
  it('Standalone shows exactly its own sub-parameters', () => {
    const state = defaultState(catalog);
    expect(chosenOf(state, 'modules')).toEqual(['standalone']);
    expect(
      shown(state).filter((id) => id.includes('length') && id !== 'suspension-length'),
    ).toEqual(['standalone-length']);
  });

  it('a run part removes Standalone’s sub-parameters and appends its own', () => {
    const start = modules(choose(defaultState(catalog), 'standalone-length', '3m'), 'start');
    expect(chosenOf(start, 'modules')).toEqual(['start']);
    expect(shown(start)).not.toContain('standalone-length');
    expect(start.chosen['standalone-length']).toBeUndefined();
    expect(shown(start)).toEqual(expect.arrayContaining(['start-length', 'start-feed']));
  });

  it('Start, Middle and End make one run, in run order whatever the order picked', () => {
    const run = modules(defaultState(catalog), 'end', 'start', 'middle');
    expect(chosenOf(run, 'modules')).toEqual(['start', 'middle', 'end']);
    const moduleSubs = shown(run).filter((id) => /^(start|middle|end)-/.test(id));
    expect(moduleSubs).toEqual([
      'start-length',
      'start-feed',
      'middle-length',
      'middle-quantity',
      'end-length',
    ]);
    // Each part keeps its own choices while the others change.
    const set = choose(choose(run, 'middle-length', '2-4m'), 'middle-quantity', '10');
    const more = choose(set, 'end-length', '1-2m');
    expect(chosenOf(more, 'middle-length')).toEqual(['2-4m']);
    expect(chosenOf(more, 'middle-quantity')).toEqual(['10']);
  });

  it('unticking a part removes its sub-parameters and their choices', () => {
    const run = choose(modules(defaultState(catalog), 'start', 'middle'), 'middle-length', '3m');
    const withoutMiddle = modules(run, 'middle');
    expect(chosenOf(withoutMiddle, 'modules')).toEqual(['start']);
    expect(shown(withoutMiddle)).not.toContain('middle-length');
    // Ticked again, it starts from its defaults.
    expect(chosenOf(modules(withoutMiddle, 'middle'), 'middle-length')).toEqual(['0-6m']);
  });

  it('Standalone replaces the whole run and its sub-parameters', () => {
    const run = modules(defaultState(catalog), 'start', 'middle', 'end');
    const standalone = modules(run, 'standalone');
    expect(chosenOf(standalone, 'modules')).toEqual(['standalone']);
    expect(shown(standalone).filter((id) => /^(start|middle|end)-/.test(id))).toEqual([]);
    expect(shown(standalone)).toContain('standalone-length');
  });

  it('ticking Standalone again, or the last part, leaves no module (None selected)', () => {
    expect(chosenOf(modules(defaultState(catalog), 'standalone'), 'modules')).toEqual([]);
    expect(chosenOf(modules(defaultState(catalog), 'start', 'start'), 'modules')).toEqual([]);
  });

  it('a selection mixing Standalone with a run is not kept', () => {
    const mixed = normalise({ chosen: { modules: ['standalone', 'start'] }, texts: {} }, catalog);
    expect(chosenOf(mixed, 'modules')).toEqual(['standalone']);
  });
});

describe('the output step', () => {
  it('takes one kind for Single plus Linear, several otherwise', () => {
    const state = defaultState(catalog);
    expect(outputMode(state)).toBe('one');
    expect(outputMode(choose(state, 'run', 'multiple'))).toBe('several');
    expect(outputMode(choose(state, 'style', 'shape'))).toBe('several');
    // One: a second kind replaces the first.
    expect(chosenOf(outputs(state, 'high-density', 'low-density'), 'output')).toEqual([
      'low-density',
    ]);
    // Several: kinds are ticked and unticked, kept in the step's order.
    const several = outputs(choose(state, 'run', 'multiple'), 'custom', 'high-density', 'not-sure');
    expect(chosenOf(several, 'output')).toEqual(['high-density', 'custom', 'not-sure']);
    expect(chosenOf(outputs(several, 'custom'), 'output')).toEqual(['high-density', 'not-sure']);
  });

  it('keeps the first kind when the step becomes a one-kind step', () => {
    const several = outputs(
      choose(defaultState(catalog), 'run', 'multiple'),
      'low-density',
      'not-sure',
    );
    expect(chosenOf(choose(several, 'run', 'single'), 'output')).toEqual(['low-density']);
  });

  it('gives High and Low Density and Custom a description field, not Not Sure', () => {
    const several = outputs(
      choose(defaultState(catalog), 'style', 'shape'),
      'high-density',
      'low-density',
      'custom',
      'not-sure',
    );
    expect(
      textFields(several, catalog)
        .filter((f) => f.id === 'output')
        .map((f) => [f.valueId, f.max]),
    ).toEqual([
      ['high-density', 20],
      ['low-density', 20],
      ['custom', 20],
    ]);
  });

  it('joins each kind to its description with a hyphen (finalOutput)', () => {
    let state = outputs(
      choose(defaultState(catalog), 'style', 'shape'),
      'high-density',
      'custom',
      'not-sure',
    );
    state = type(state, 'output.high-density', 'Office zone');
    state = type(state, 'output.custom', '2,500 lm/m');
    expect(finalOutput(state, catalog)).toEqual([
      'High Density - Office zone',
      'Custom - 2,500 lm/m',
      'Not Sure',
    ]);
    expect(finalOutput(defaultState(catalog), catalog)).toEqual([]);
    // Spaces around a description are not part of it; a blank one is no description.
    const spaced = type(type(state, 'output.high-density', '  Aisles '), 'output.custom', '   ');
    expect(finalOutput(spaced, catalog).slice(0, 2)).toEqual(['High Density - Aisles', 'Custom']);
  });

  it('clears the custom output when Style = Linear is picked, and only that', () => {
    let shape = outputs(choose(defaultState(catalog), 'style', 'shape'), 'high-density', 'custom');
    shape = type(type(shape, 'output.custom', '2,500 lm/m'), 'output.high-density', 'Aisles');
    const linear = choose(shape, 'style', 'linear');
    expect(chosenOf(linear, 'output')).toEqual(['high-density']);
    expect(linear.texts).toEqual({ 'output.high-density': 'Aisles' });
    // Custom may be chosen again afterwards; it starts without its old description.
    const again = outputs(choose(linear, 'run', 'multiple'), 'custom');
    expect(chosenOf(again, 'output')).toEqual(['high-density', 'custom']);
    expect(again.texts['output.custom']).toBeUndefined();
  });
});

describe('free texts (spec §5)', () => {
  it('shows the colour field for Custom and the shape description for Shape only', () => {
    const keys = (s: BuilderState) => textFields(s, catalog).map((f) => [f.key, f.max]);
    expect(keys(defaultState(catalog))).toEqual([]);
    expect(keys(choose(defaultState(catalog), 'colour', 'custom'))).toEqual([
      ['colour.custom', 20],
    ]);
    expect(keys(choose(defaultState(catalog), 'style', 'shape'))).toEqual([['style.shape', 100]]);
  });

  it('cuts a text at its limit as it is typed, and says so', () => {
    const custom = choose(defaultState(catalog), 'colour', 'custom');
    const typed = setText(custom, catalog, 'colour.custom', 'Anthracite grey RAL 7016');
    expect(typed.isCut).toBe(true);
    expect(typed.state.texts['colour.custom']).toBe('Anthracite grey RAL ');
    expect(setText(custom, catalog, 'colour.custom', 'RAL 7016').isCut).toBe(false);
    const shape = choose(defaultState(catalog), 'style', 'shape');
    const long = setText(shape, catalog, 'style.shape', 'x'.repeat(101));
    expect([long.isCut, long.state.texts['style.shape']?.length]).toEqual([true, 100]);
    const output = outputs(choose(defaultState(catalog), 'style', 'shape'), 'low-density');
    expect(setText(output, catalog, 'output.low-density', 'y'.repeat(21)).isCut).toBe(true);
  });

  it('ignores a field that the choices do not show, and drops a text whose field goes', () => {
    const state = defaultState(catalog);
    expect(setText(state, catalog, 'colour.custom', 'RAL 7016').state).toBe(state);
    const custom = type(choose(state, 'colour', 'custom'), 'colour.custom', 'RAL 7016');
    expect(custom.texts).toEqual({ 'colour.custom': 'RAL 7016' });
    expect(choose(custom, 'colour', 'black').texts).toEqual({});
    expect(type(custom, 'colour.custom', '').texts).toEqual({});
  });
});

/*
 * The rules again with Run = Multiple. With Run = Single, Linear makes the output a one-kind
 * step, and normalise alone would drop a second kind (Custom among them): a rule could be
 * broken there and the Single tests still pass. With Multiple the step takes several kinds
 * under both styles, so each rule must do its own work.
 */
describe('with Run = Multiple', () => {
  const multiple = () => choose(defaultState(catalog), 'run', 'multiple');
  /** Shape, Multiple, with High Density and Custom chosen and both described. */
  const shapeWithCustom = () => {
    const state = outputs(choose(multiple(), 'style', 'shape'), 'high-density', 'custom');
    return type(type(state, 'output.custom', '2,500 lm/m'), 'output.high-density', 'Aisles');
  };

  it('Style = Linear clears the Custom output and its description, and only those', () => {
    const linear = choose(shapeWithCustom(), 'style', 'linear');
    expect(outputMode(linear)).toBe('several');
    expect(chosenOf(linear, 'output')).toEqual(['high-density']);
    expect(linear.texts).toEqual({ 'output.high-density': 'Aisles' });
    expect(finalOutput(linear, catalog)).toEqual(['High Density - Aisles']);
  });

  it('Style = Linear picked again, with Custom chosen under Linear, clears it again', () => {
    let linear = outputs(multiple(), 'custom', 'low-density');
    linear = type(linear, 'output.custom', 'Bright');
    expect(chosenOf(linear, 'output')).toEqual(['low-density', 'custom']);
    const again = choose(linear, 'style', 'linear');
    expect(chosenOf(again, 'output')).toEqual(['low-density']);
    expect(again.texts).toEqual({});
  });

  it('Style = Shape, or any other choice, keeps the Custom output and its description', () => {
    const shape = shapeWithCustom();
    for (const state of [
      choose(shape, 'style', 'shape'),
      choose(shape, 'colour', 'black'),
      choose(shape, 'shape-type', chosenOf(shape, 'shape-type')[0]!),
      choose(outputs(multiple(), 'custom'), 'mounting', 'surface'),
    ]) {
      expect(chosenOf(state, 'output')).toContain('custom');
    }
    expect(choose(shape, 'style', 'shape').texts['output.custom']).toBe('2,500 lm/m');
  });

  it('leaves a catalogue without an output step alone when Linear is picked', () => {
    const bare = { ...catalog, output: null };
    const state = chooseValue(
      choose(choose(defaultState(catalog), 'run', 'multiple'), 'style', 'shape'),
      bare,
      'style',
      'linear',
    );
    expect(chosenOf(state, 'style')).toEqual(['linear']);
    expect(state.chosen.output).toBeUndefined();
    expect(toggleOutput(state, bare, 'custom')).toBe(state);
    expect(finalOutput(state, bare)).toEqual([]);
  });

  it('takes several output kinds under Linear and under Shape, ticked and unticked in order', () => {
    for (const style of ['linear', 'shape']) {
      const state = choose(multiple(), 'style', style);
      expect(outputMode(state)).toBe('several');
      const several = outputs(state, 'not-sure', 'low-density', 'high-density');
      expect(chosenOf(several, 'output')).toEqual(['high-density', 'low-density', 'not-sure']);
      expect(chosenOf(outputs(several, 'low-density'), 'output')).toEqual([
        'high-density',
        'not-sure',
      ]);
    }
  });

  it('keeps every kind going from Single to Multiple, and the first going back', () => {
    const single = outputs(defaultState(catalog), 'low-density');
    const several = outputs(choose(single, 'run', 'multiple'), 'not-sure');
    expect(chosenOf(several, 'output')).toEqual(['low-density', 'not-sure']);
    expect(chosenOf(choose(several, 'run', 'single'), 'output')).toEqual(['low-density']);
    // normalise of a Multiple state keeps every known kind, in the step's order.
    const given = normalise(
      { chosen: { run: ['multiple'], output: ['not-sure', 'custom', 'nonsense'] }, texts: {} },
      catalog,
    );
    expect(chosenOf(given, 'output')).toEqual(['custom', 'not-sure']);
  });

  it('gives each described kind its field under Linear, and joins the descriptions', () => {
    let state = outputs(multiple(), 'high-density', 'low-density', 'custom', 'not-sure');
    expect(
      textFields(state, catalog)
        .filter((f) => f.id === 'output')
        .map((f) => [f.valueId, f.max]),
    ).toEqual([
      ['high-density', 20],
      ['low-density', 20],
      ['custom', 20],
    ]);
    const cut = setText(state, catalog, 'output.custom', 'z'.repeat(21));
    expect([cut.isCut, cut.state.texts['output.custom']]).toEqual([true, 'z'.repeat(20)]);
    state = type(type(cut.state, 'output.custom', 'Warm'), 'output.low-density', 'Corridor');
    expect(finalOutput(state, catalog)).toEqual([
      'High Density',
      'Low Density - Corridor',
      'Custom - Warm',
      'Not Sure',
    ]);
    // A kind unticked takes its description with it.
    expect(outputs(state, 'custom').texts).toEqual({ 'output.low-density': 'Corridor' });
  });

  it('shows the same sub-options and free texts as under Single', () => {
    const state = multiple();
    expect(shown(state)).toContain('light-distribution');
    expect(shown(state)).not.toContain('shape-type');
    expect(shown(choose(state, 'style', 'shape'))).toContain('shape-type');
    expect(textFields(choose(state, 'style', 'shape'), catalog).map((f) => f.key)).toEqual([
      'style.shape',
    ]);
    expect(textFields(choose(state, 'colour', 'custom'), catalog).map((f) => f.key)).toEqual([
      'colour.custom',
    ]);
    expect(setText(state, catalog, 'colour.custom', 'RAL 7016').state).toBe(state);
  });

  it('applies the Modules rules unchanged', () => {
    const state = multiple();
    expect(chosenOf(state, 'modules')).toEqual(['standalone']);
    const run = modules(choose(state, 'standalone-length', '3m'), 'end', 'start', 'middle');
    expect(chosenOf(run, 'modules')).toEqual(['start', 'middle', 'end']);
    expect(run.chosen['standalone-length']).toBeUndefined();
    expect(shown(run).filter((id) => /^(start|middle|end)-/.test(id))).toEqual([
      'start-length',
      'start-feed',
      'middle-length',
      'middle-quantity',
      'end-length',
    ]);
    expect(chosenOf(modules(run, 'middle'), 'modules')).toEqual(['start', 'end']);
    expect(chosenOf(modules(run, 'standalone'), 'modules')).toEqual(['standalone']);
    expect(chosenOf(modules(state, 'standalone'), 'modules')).toEqual([]);
    expect(chosenOf(run, 'run')).toEqual(['multiple']);
  });
});
