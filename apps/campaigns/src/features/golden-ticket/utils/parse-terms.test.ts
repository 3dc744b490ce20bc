import { describe, expect, it } from 'vitest';
import terms from '../content/terms-conditions.md?raw';
import { parseTerms } from './parse-terms.ts';

describe('parseTerms', () => {
  it('reads the title, intro, sections and numbered clauses', () => {
    expect(parseTerms('# T\n\nIntro.\n\n## 1. A\n\nText.\n\n1. One\n2. Two\n')).toEqual({
      title: 'T',
      intro: ['Intro.'],
      sections: [{ heading: '1. A', paragraphs: ['Text.'], clauses: ['One', 'Two'] }],
    });
  });

  it('holds the spec’s facts in the shipped terms', () => {
    const doc = parseTerms(terms);
    const text = JSON.stringify(doc);
    expect(doc.title).toMatch(/Golden Ticket/);
    expect(doc.sections.length).toBeGreaterThanOrEqual(6);
    for (const fact of [
      'aged 18 or over',
      'Ireland',
      'can be entered once only',
      'submitted separately',
      'immediate families',
      '380 instant-win prizes',
      '15 weekly draws',
      '3 monthly draws',
      'star prize of 2,500',
      '17 December 2024',
      'at least 30 days',
    ])
      expect(text).toContain(fact);
  });
});
