// Number formats and tables of the bench reports, one place for every script that prints them.

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (x) => (Number.isNaN(x) ? '–' : `${Math.round(x)} ms`);

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

export const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** A markdown table under a title line, its columns padded to their widest cell. */
export function printTable(title, head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}
