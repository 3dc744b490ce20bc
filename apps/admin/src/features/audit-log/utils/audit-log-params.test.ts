import { describe, expect, it } from 'vitest';
import { auditLogExportRequest, auditLogRequest } from './audit-log-params.ts';

describe('auditLogRequest', () => {
  it('turns the address’s 1-based page into the API’s 0-based one, 50 a page', () => {
    expect(auditLogRequest({}, 1)).toEqual({ request: { page: 0, size: 50 }, problem: null });
    expect(
      auditLogRequest({ actor: ' Root ', action: 'staff.create', startDate: '2026-01-02' }, 3),
    ).toEqual({
      request: {
        actor: 'root',
        action: 'staff.create',
        startDate: '2026-01-02',
        page: 2,
        size: 50,
      },
      problem: null,
    });
  });

  it('ignores emptied filters', () => {
    expect(auditLogRequest({ actor: '  ', action: '' }, 1).request).toEqual({ page: 0, size: 50 });
  });

  it('refuses page −1, 0, abc (NaN) and 1.5 with a message in the address’s terms', () => {
    for (const page of [-1, 0, Number('abc'), 1.5, 10_002])
      expect(auditLogRequest({}, page)).toEqual({
        request: null,
        problem: 'The page in the address must be a whole number from 1 to 10001.',
      });
  });

  it('refuses reversed and malformed dates and unknown actions with the shared messages', () => {
    expect(auditLogRequest({ startDate: '2026-03-02', endDate: '2026-03-01' }, 1).problem).toBe(
      'The end date must be later than the beginning date.',
    );
    expect(auditLogRequest({ startDate: '01/02/2026' }, 1).problem).toBe(
      'Dates must be written YYYY-MM-DD',
    );
    expect(auditLogRequest({ action: 'staff.delete' }, 1).problem).toBe(
      'This is not an action the audit log records',
    );
  });
});

describe('auditLogExportRequest', () => {
  it('keeps the filters and drops the page', () => {
    expect(auditLogExportRequest({ actor: 'root', endDate: '2026-01-01' })).toEqual({
      request: { actor: 'root', endDate: '2026-01-01' },
      problem: null,
    });
    expect(auditLogExportRequest({ startDate: '2026-03-02', endDate: '2026-03-01' }).problem).toBe(
      'The end date must be later than the beginning date.',
    );
  });
});
