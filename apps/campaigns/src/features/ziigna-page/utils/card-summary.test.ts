import { describe, expect, it } from 'vitest';
import { CARD_SUMMARY_LIMIT, cardSummary } from './card-summary.ts';

describe('cardSummary', () => {
  it('takes the first paragraph as plain text, links as their words', () => {
    expect(
      cardSummary(
        'Start, **Middle** and [End](#combination-end) modules.\n\nHang it as a [line](#combination-suspended).',
      ),
    ).toBe('Start, Middle and End modules.');
  });

  it('cuts a long paragraph with an ellipsis', () => {
    const summary = cardSummary('word '.repeat(80));
    expect(summary.length).toBeLessThanOrEqual(CARD_SUMMARY_LIMIT + 1);
    expect(summary.endsWith('…')).toBe(true);
  });
});
