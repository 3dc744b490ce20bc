/**
 * Turns a markdown description into one line of plain text for cards and meta descriptions,
 * where the spec cuts descriptions by length: markup must not count, or be cut in half.
 * Not a markdown parser: it drops the syntax editors actually use.
 */
export function markdownToPlainText(markdown: string | null | undefined): string {
  if (!markdown) return '';
  return (
    markdown
      .replace(/<[^>]*>/g, ' ')
      // Images keep their alt text, links their label.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
      .replace(/(\*\*|__|\*|_|~~|`+)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
