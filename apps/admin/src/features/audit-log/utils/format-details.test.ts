import { describe, expect, it } from 'vitest';
import { formatDetails } from './format-details.ts';

describe('formatDetails', () => {
  it('lists plain values as they are', () => {
    expect(formatDetails({ userName: 'sales.lead', role: 'asm', rows: 3 })).toEqual([
      { key: 'userName', value: 'sales.lead' },
      { key: 'role', value: 'asm' },
      { key: 'rows', value: '3' },
    ]);
  });

  it('writes a change as from → to, under a dotted key', () => {
    expect(
      formatDetails({
        userName: 'promoted',
        changes: { role: { from: 'asm', to: 'admin' }, disabled: { from: false, to: true } },
      }),
    ).toEqual([
      { key: 'userName', value: 'promoted' },
      { key: 'changes.role', value: 'asm → admin' },
      { key: 'changes.disabled', value: 'false → true' },
    ]);
  });

  it('flattens an export’s filter, and shows empty objects, nulls and lists', () => {
    expect(
      formatDetails({ filter: { startDate: '2026-01-01' }, none: {}, gone: null, ids: [1, 2] }),
    ).toEqual([
      { key: 'filter.startDate', value: '2026-01-01' },
      { key: 'none', value: '—' },
      { key: 'gone', value: '—' },
      { key: 'ids', value: '1, 2' },
    ]);
    expect(formatDetails({})).toEqual([]);
  });
});
