import { describe, expect, it } from 'vitest';
import { datasheetSelections } from './selections.ts';

describe('datasheetSelections', () => {
  it('passes each line as title and text, and an empty step as an empty value', () => {
    const result = datasheetSelections({
      shareUrl: 'https://example.test/ziigna-linear-lighting/builder?style=linear',
      lines: [
        { id: 'style', title: 'Style', values: ['Linear'], text: 'Linear' },
        {
          id: 'output',
          title: 'Output',
          values: ['High Density - 2500 lm', 'Not Sure'],
          text: 'High Density - 2500 lm, Not Sure',
        },
        { id: 'modules', title: 'Modules', values: [], text: 'None selected' },
      ],
    });
    expect(result).toEqual({
      shareUrl: 'https://example.test/ziigna-linear-lighting/builder?style=linear',
      selections: [
        { label: 'Style', value: 'Linear' },
        { label: 'Output', value: 'High Density - 2500 lm, Not Sure' },
        { label: 'Modules', value: '' },
      ],
    });
  });
});
