import { describe, expect, it } from 'vitest';
import { builderContent, frenchContent } from '../testing/builder-content.ts';
import { buildCatalog } from './catalog.ts';
import {
  chooseValue,
  defaultState,
  setText,
  toggleModule,
  toggleOutput,
  type BuilderState,
} from './rules.ts';
import { builderSearch, readBuilderSearch } from './url.ts';

const catalog = buildCatalog(builderContent);
const read = (search: string) => readBuilderSearch(search, catalog);
const NO_PROBLEMS = { unreadable: [], leftOut: 0 };

/** A module run with every kind of choice: sub-options, parts, texts and several outputs. */
function configured(): BuilderState {
  let s = defaultState(catalog);
  s = chooseValue(s, catalog, 'style', 'shape');
  s = chooseValue(s, catalog, 'shape-type', 'l-shape');
  s = setText(s, catalog, 'style.shape', 'L of 2.4 m × 1.2 m, mitred corner & café').state;
  s = ['start', 'middle', 'end'].reduce((x, id) => toggleModule(x, catalog, id), s);
  s = chooseValue(s, catalog, 'start-length', '2-4m');
  s = chooseValue(s, catalog, 'middle-quantity', '10');
  s = chooseValue(s, catalog, 'colour', 'custom');
  s = setText(s, catalog, 'colour.custom', 'RAL 7016 + 50% gloss').state;
  s = ['high-density', 'custom'].reduce((x, k) => toggleOutput(x, catalog, k), s);
  s = setText(s, catalog, 'output.custom', '2,500 lm/m?').state;
  return s;
}

describe('the builder’s query', () => {
  it('writes every parameter with its sub-parameters and texts, compactly', () => {
    expect(builderSearch(configured(), catalog)).toBe(
      [
        'style=shape',
        'shape-type=l-shape',
        'style.shape=L+of+2.4+m+%C3%97+1.2+m%2C+mitred+corner+%26+caf%C3%A9',
        'run=single',
        'modules=start.middle.end',
        'start-length=2-4m',
        'start-feed=end-feed',
        'middle-length=0-6m',
        'middle-quantity=10',
        'end-length=0-6m',
        'mounting=suspended',
        'suspension-length=1-5m',
        'colour=custom',
        'colour.custom=RAL+7016+%2B+50%25+gloss',
        'output=high-density.custom',
        'output.custom=2%2C500+lm%2Fm%3F',
      ].join('&'),
    );
  });

  it('reads back exactly the configuration it was written from', () => {
    for (const state of [
      defaultState(catalog),
      configured(),
      toggleModule(defaultState(catalog), catalog, 'standalone'),
      setText(
        chooseValue(defaultState(catalog), catalog, 'colour', 'custom'),
        catalog,
        'colour.custom',
        '  spaces kept  ',
      ).state,
    ]) {
      const search = builderSearch(state, catalog);
      expect(read(search)).toEqual({ state, problems: NO_PROBLEMS });
      expect(read(`?${search}`).state).toEqual(state);
    }
  });

  it('opens a link made in English the same in French: ids, not labels', () => {
    const french = buildCatalog(frenchContent);
    const search = builderSearch(configured(), catalog);
    expect(readBuilderSearch(search, french)).toEqual({
      state: configured(),
      problems: NO_PROBLEMS,
    });
    expect(builderSearch(configured(), french)).toBe(search);
  });

  it('reads a bare address, and a partial one, as the defaults for what it does not say', () => {
    expect(read('')).toEqual({ state: defaultState(catalog), problems: NO_PROBLEMS });
    const partial = read('style=shape&modules=end.start');
    expect(partial.problems).toEqual(NO_PROBLEMS);
    expect(partial.state.chosen.modules).toEqual(['start', 'end']);
    expect(partial.state.chosen['shape-type']).toEqual(['square']);
    expect(partial.state.chosen.colour).toEqual(['white']);
  });

  it('keeps "modules=" as no module, and a missing one as Standalone', () => {
    expect(read('modules=').state.chosen.modules).toEqual([]);
    expect(read('colour=black').state.chosen.modules).toEqual(['standalone']);
  });
});

describe('a bad or outdated link', () => {
  it('falls back to the default for an unknown value and names its parameter', () => {
    const { state, problems } = read('style=triangle&colour=black&modules=start.sideways');
    expect(problems).toEqual({ unreadable: ['style', 'modules'], leftOut: 0 });
    expect(state.chosen.style).toEqual(['linear']);
    expect(state.chosen.colour).toEqual(['black']);
    expect(state.chosen.modules).toEqual(['standalone']);
  });

  it('leaves out settings the builder does not have, counting only what looks like one', () => {
    const { state, problems } = read(
      'dimmer=dali&old-param.x=1&colour=black&utm_source=newsletter&gclid=abc&fbclid=x',
    );
    expect(problems).toEqual({ unreadable: [], leftOut: 2 });
    expect(state.chosen.colour).toEqual(['black']);
  });

  it('does not keep the sub-parameters and texts of choices the link does not make', () => {
    const { state, problems } = read('modules=standalone&start-length=3m&colour.custom=RAL+7016');
    expect(problems).toEqual({ unreadable: [], leftOut: 2 });
    expect(state.chosen['start-length']).toBeUndefined();
    expect(state.texts).toEqual({});
  });

  it('survives 5,000-character values and keys', () => {
    const long = 'x'.repeat(5000);
    const { state, problems } = read(
      `style=${long}&modules=${'start.'.repeat(1000)}end&colour=custom&colour.custom=${long}&${long}=1`,
    );
    expect(problems).toEqual({ unreadable: ['style', 'modules', 'colour'], leftOut: 1 });
    expect(state).toEqual(chooseValue(defaultState(catalog), catalog, 'colour', 'custom'));
  });

  it('refuses a text over its limit rather than cutting it silently', () => {
    const over = read(`colour=custom&colour.custom=${'r'.repeat(21)}`);
    expect(over.problems.unreadable).toEqual(['colour']);
    expect(over.state.texts).toEqual({});
    const at = read(`colour=custom&colour.custom=${'r'.repeat(20)}`);
    expect(at.problems).toEqual(NO_PROBLEMS);
    expect(read(`style=shape&style.shape=${'s'.repeat(101)}`).problems.unreadable).toEqual([
      'style',
    ]);
    expect(read('colour=custom&colour.custom=RAL%0A7016').problems.unreadable).toEqual(['colour']);
  });

  it('refuses a repeated key, mixed modules, and two outputs where one is taken', () => {
    expect(read('colour=black&colour=white').problems.unreadable).toEqual(['colour']);
    expect(read('modules=standalone.start').problems.unreadable).toEqual(['modules']);
    expect(read('modules=start.start').problems.unreadable).toEqual(['modules']);
    // Single plus Linear (the defaults) takes one output kind.
    const two = read('output=high-density.low-density');
    expect(two.problems.unreadable).toEqual(['output']);
    expect(two.state.chosen.output).toEqual([]);
    expect(read('run=multiple&output=high-density.low-density').problems).toEqual(NO_PROBLEMS);
    expect(read('output=dazzling').problems.unreadable).toEqual(['output']);
  });

  it('never throws on malformed encoding', () => {
    for (const search of ['%', 'style=%E0%A4%A', '&&&=&=', 'colour.custom=%00', '?'.repeat(50)])
      expect(() => read(search)).not.toThrow();
  });
});
