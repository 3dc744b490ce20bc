/** One line of an entry's details, e.g. key "changes.role", value "asm → admin". */
export type DetailLine = { key: string; value: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function text(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/**
 * An entry's details (free JSON, by action) as short key: value lines for the table. Nested
 * objects become dotted keys ("changes.role", "filter.startDate"), and a change's {from, to}
 * one "from → to" line, which is how staff.update records each field.
 */
export function formatDetails(details: Record<string, unknown>, prefix = ''): DetailLine[] {
  const lines: DetailLine[] = [];
  for (const [key, value] of Object.entries(details)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value) && 'from' in value && 'to' in value && Object.keys(value).length === 2)
      lines.push({ key: path, value: `${text(value.from)} → ${text(value.to)}` });
    else if (isRecord(value) && Object.keys(value).length > 0)
      lines.push(...formatDetails(value, path));
    else lines.push({ key: path, value: isRecord(value) ? '—' : text(value) });
  }
  return lines;
}
