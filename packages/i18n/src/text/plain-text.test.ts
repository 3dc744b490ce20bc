import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './plain-text.ts';

describe('markdownToPlainText', () => {
  it('drops markdown syntax and keeps the words', () => {
    const markdown = [
      '## Lighting the new **Leeds** depot',
      '',
      'We fitted [Vela panels](https://example.test/vela) and *emergency* bulkheads.',
      '',
      '- 40% lower energy use',
      '1. Payback in `18` months',
      '> Quiet, even light.',
      '![Warehouse aisle](/media/aisle.jpg)',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe(
      'Lighting the new Leeds depot We fitted Vela panels and emergency bulkheads. ' +
        '40% lower energy use Payback in 18 months Quiet, even light. Warehouse aisle',
    );
  });

  it('removes html tags and keeps ordinary underscores and asterisks', () => {
    expect(markdownToPlainText('<p>IP65&nbsp;rated</p> 5 * 3 = 15 snake_case')).toBe(
      'IP65 rated 5 * 3 = 15 snake_case',
    );
    expect(markdownToPlainText(undefined)).toBe('');
  });
});
