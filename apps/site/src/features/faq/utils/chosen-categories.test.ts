import { describe, expect, it } from 'vitest';
import { chosenCategories, toggleCategory } from './chosen-categories.ts';

const KNOWN = ['products', 'installation', 'emergency'];

describe('chosenCategories', () => {
  it('keeps known ids in page order, once each', () => {
    expect(chosenCategories('emergency,products,emergency', KNOWN)).toEqual([
      'products',
      'emergency',
    ]);
  });

  it('drops unknown and hostile values', () => {
    expect(chosenCategories('<script>,x'.repeat(200), KNOWN)).toEqual([]);
    expect(chosenCategories(null, KNOWN)).toEqual([]);
  });
});

describe('toggleCategory', () => {
  it('adds and removes, keeping page order', () => {
    expect(toggleCategory(['emergency'], 'products', KNOWN)).toEqual(['products', 'emergency']);
    expect(toggleCategory(['products', 'emergency'], 'products', KNOWN)).toEqual(['emergency']);
  });
});
