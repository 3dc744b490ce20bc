import { describe, expect, it } from 'vitest';
import { cutZiignaText, ZIIGNA_TEXT_LIMITS } from './ziigna-builder.ts';

describe('cutZiignaText', () => {
  it('keeps a text within the limit as it is', () => {
    expect(cutZiignaText('RAL 7016', ZIIGNA_TEXT_LIMITS.customColour)).toEqual({
      value: 'RAL 7016',
      isCut: false,
    });
    expect(cutZiignaText('x'.repeat(20), 20)).toEqual({ value: 'x'.repeat(20), isCut: false });
  });

  it('cuts at the limit and says so', () => {
    expect(cutZiignaText('Anthracite grey RAL 7016', 20)).toEqual({
      value: 'Anthracite grey RAL ',
      isCut: true,
    });
    expect(cutZiignaText('y'.repeat(5000), 100).value).toHaveLength(100);
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    expect(cutZiignaText('💡'.repeat(20), 20)).toEqual({ value: '💡'.repeat(20), isCut: false });
    expect(cutZiignaText(`${'a'.repeat(19)}💡💡`, 20).value).toBe(`${'a'.repeat(19)}💡`);
  });

  it('turns control characters into a space', () => {
    expect(cutZiignaText('RAL\t7016\u0000', 20).value).toBe('RAL 7016 ');
  });
});
