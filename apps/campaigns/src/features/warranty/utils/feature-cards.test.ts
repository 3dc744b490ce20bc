import { describe, expect, it } from 'vitest';
import { featureCardsOf } from './feature-cards.ts';

const empty = {
  featureOneTitle: null,
  featureOneDescription: null,
  featureTwoTitle: null,
  featureTwoDescription: null,
  featureThreeTitle: null,
  featureThreeDescription: null,
  featureFourTitle: null,
  featureFourDescription: null,
};

describe('featureCardsOf', () => {
  it('keeps the four cards in order', () => {
    const cards = featureCardsOf({
      ...empty,
      featureOneTitle: 'One',
      featureOneDescription: 'a',
      featureTwoTitle: 'Two',
      featureTwoDescription: 'b',
      featureThreeTitle: 'Three',
      featureThreeDescription: 'c',
      featureFourTitle: 'Four',
      featureFourDescription: 'd',
    });
    expect(cards.map((c) => c.title)).toEqual(['One', 'Two', 'Three', 'Four']);
  });

  it('leaves out a card without a title', () => {
    const cards = featureCardsOf({ ...empty, featureTwoTitle: 'Two', featureOneDescription: 'x' });
    expect(cards).toEqual([{ title: 'Two', description: '' }]);
  });
});
