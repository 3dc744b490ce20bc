/**
 * The markdown editors write in content descriptions (news, case studies, and the other
 * long texts), parsed into a small tree that a component renders as React elements: no HTML
 * string is ever injected, so markup in content (or in a forged document) is shown as text.
 * It covers what the content files use: paragraphs, headings, lists, block quotes, line
 * breaks, **bold**, *italic* and [links](/path). Not a CommonMark parser.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'list'; isOrdered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Block[] };

/** Links may only lead to a page, a web address, an e-mail or a phone number. */
export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(href);
}

const INLINE =
  /\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|_(?!\s)(.+?)_(?![\w])|\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (t: string) => {
    const lines = t.split('\n');
    lines.forEach((line, i) => {
      if (i > 0) out.push({ type: 'break' });
      if (line) out.push({ type: 'text', text: line });
    });
  };
  let rest = text;
  for (let m = INLINE.exec(rest); m; m = INLINE.exec(rest)) {
    pushText(rest.slice(0, m.index));
    const [whole, strong1, strong2, em1, em2, label, href] = m;
    if (strong1 ?? strong2)
      out.push({ type: 'strong', children: parseInline(strong1 ?? strong2 ?? '') });
    else if (em1 ?? em2) out.push({ type: 'em', children: parseInline(em1 ?? em2 ?? '') });
    else if (label && href && isSafeHref(href))
      out.push({ type: 'link', href, children: parseInline(label) });
    else pushText(label ?? whole);
    rest = rest.slice(m.index + whole.length);
  }
  pushText(rest);
  return out;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(markdown: string | null | undefined): Block[] {
  if (!markdown) return [];
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      // The page title is the h1; content headings start at h2.
      const level = Math.min(4, Math.max(2, (heading[1] ?? '').length)) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, children: parseInline((heading[2] ?? '').trim()) });
      i += 1;
      continue;
    }
    if (line.startsWith('>')) {
      const quoted: string[] = [];
      while (i < lines.length && (lines[i] ?? '').startsWith('>')) {
        quoted.push((lines[i] ?? '').replace(/^>\s?/, ''));
        i += 1;
      }
      blocks.push({ type: 'quote', children: parseMarkdown(quoted.join('\n')) });
      continue;
    }
    const isOrdered = NUMBERED.test(line);
    if (isOrdered || BULLET.test(line)) {
      const pattern = isOrdered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      while (i < lines.length && pattern.test(lines[i] ?? '')) {
        items.push(parseInline((pattern.exec(lines[i] ?? '')?.[1] ?? '').trim()));
        i += 1;
      }
      blocks.push({ type: 'list', isOrdered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      (lines[i] ?? '').trim() &&
      !HEADING.test(lines[i] ?? '') &&
      !(lines[i] ?? '').startsWith('>') &&
      !BULLET.test(lines[i] ?? '') &&
      !NUMBERED.test(lines[i] ?? '')
    ) {
      paragraph.push((lines[i] ?? '').trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
  }
  return blocks;
}

/** The text of a Markdown source without its markup, for descriptions and JSON-LD. */
export function markdownToPlainText(source: string | null | undefined): string {
  const text = (nodes: Inline[]): string =>
    nodes
      .map((n) => (n.type === 'text' ? n.text : n.type === 'break' ? ' ' : text(n.children)))
      .join('');
  const block = (b: Block): string =>
    b.type === 'list'
      ? b.items.map(text).join('; ')
      : b.type === 'quote'
        ? b.children.map(block).join(' ')
        : text(b.children);
  return parseMarkdown(source).map(block).join(' ');
}
