/**
 * The terms document's small Markdown: `# title`, `## section`, `1. clause` and paragraphs.
 * The text lives in content/terms-conditions.md, so an editor changes the terms without
 * touching code (docs/decisions/024).
 */
export type TermsSection = { heading: string; paragraphs: string[]; clauses: string[] };
export type TermsDocument = { title: string; intro: string[]; sections: TermsSection[] };

export function parseTerms(markdown: string): TermsDocument {
  const doc: TermsDocument = { title: '', intro: [], sections: [] };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const section = doc.sections.at(-1);
    if (line.startsWith('## ')) {
      doc.sections.push({ heading: line.slice(3).trim(), paragraphs: [], clauses: [] });
    } else if (line.startsWith('# ')) {
      doc.title = line.slice(2).trim();
    } else if (/^\d+\.\s/.test(line) && section) {
      section.clauses.push(line.replace(/^\d+\.\s+/, ''));
    } else if (section) {
      section.paragraphs.push(line);
    } else {
      doc.intro.push(line);
    }
  }
  return doc;
}
