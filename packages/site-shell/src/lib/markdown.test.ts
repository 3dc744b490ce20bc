import { describe, expect, it } from 'vitest';
import { markdownToPlainText, isSafeHref, parseInline, parseMarkdown } from './markdown.ts';

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseMarkdown('One\ntwo\n\nThree')).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', text: 'One' }, { type: 'break' }, { type: 'text', text: 'two' }],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Three' }] },
    ]);
  });

  it('reads headings from h2 (the page owns the h1), lists and quotes', () => {
    const blocks = parseMarkdown('# Big\n\n### Small\n\n- a\n- b\n\n1. one\n2. two\n\n> quoted');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'heading', 'list', 'list', 'quote']);
    expect(blocks[0]).toMatchObject({ level: 2 });
    expect(blocks[1]).toMatchObject({ level: 3 });
    expect(blocks[2]).toMatchObject({
      isOrdered: false,
      items: [[{ text: 'a' }], [{ text: 'b' }]],
    });
    expect(blocks[3]).toMatchObject({ isOrdered: true });
  });

  it('keeps markup as text: nothing in content becomes HTML', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('returns nothing for empty input', () => {
    expect(parseMarkdown(null)).toEqual([]);
    expect(parseMarkdown('  \n\n')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('reads bold, italic and links', () => {
    expect(parseInline('a **b** *c* [d](/news)')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'strong', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: '/news', children: [{ type: 'text', text: 'd' }] },
    ]);
  });

  it('drops links with unsafe targets, keeping their text', () => {
    expect(parseInline('[x](javascript:alert)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: 'x' }]);
  });

  it('knows which link targets are safe', () => {
    for (const ok of ['/a', 'https://x.example', 'mailto:a@b.example', 'tel:+44', '#top'])
      expect(isSafeHref(ok), ok).toBe(true);
    for (const bad of ['javascript:x', 'data:text/html,x', '//x.example', 'vbscript:x'])
      expect(isSafeHref(bad), bad).toBe(false);
  });
});

describe('markdownToPlainText', () => {
  it('keeps the words, drops the markup, joins list items with semicolons', () => {
    expect(markdownToPlainText('## Role\n\n- One\n- **Two**')).toBe('Role One; Two');
    expect(markdownToPlainText('See [our *FAQ*](/faq).\n\n> Quoted')).toBe('See our FAQ. Quoted');
  });
});
