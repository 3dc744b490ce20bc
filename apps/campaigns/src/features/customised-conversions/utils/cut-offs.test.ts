import { describe, expect, it } from 'vitest';
import { cutConversionCardDescription, cutConversionCardTitle } from './cut-offs.ts';

describe('customised conversions card cut-offs (spec §9)', () => {
  it('cuts titles over 30 characters at 30 plus an ellipsis', () => {
    expect(cutConversionCardTitle('A'.repeat(30))).toBe('A'.repeat(30));
    expect(cutConversionCardTitle('B'.repeat(31))).toBe(`${'B'.repeat(30)}…`);
  });

  it('cuts the plain text of descriptions at 160', () => {
    const long = `**Bold** [link](/x) ${'word '.repeat(40)}`;
    const cut = cutConversionCardDescription(long);
    expect(cut.startsWith('Bold link word')).toBe(true);
    expect(Array.from(cut.replace(/…$/, '')).length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(cutConversionCardDescription(null)).toBe('');
  });
});
