import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_CONSOLE_HEADER } from '@lumen/validation/staff-constants';
import { downloadFromApi, fileNameFromDisposition, readBlob, saveBlob } from './download.ts';

describe('fileNameFromDisposition', () => {
  const fallback = 'Ziigna Quotes.csv';

  it('reads the API’s plain and RFC 5987 forms, preferring the exact UTF-8 name', () => {
    expect(fileNameFromDisposition('attachment; filename="Ziigna Quotes.csv"', fallback)).toBe(
      'Ziigna Quotes.csv',
    );
    expect(
      fileNameFromDisposition(
        `attachment; filename="plan _level 1__ _.png"; filename*=UTF-8''plan%20%22level%201%22%3B%20%C3%A9.png`,
        fallback,
      ),
    ).toBe('plan "level 1"; é.png');
    expect(fileNameFromDisposition('attachment; filename=report.csv', fallback)).toBe('report.csv');
  });

  it('falls back when the header is missing, unreadable or names a path', () => {
    expect(fileNameFromDisposition(null, fallback)).toBe(fallback);
    expect(fileNameFromDisposition('attachment', fallback)).toBe(fallback);
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, fallback)).toBe(
      fallback,
    );
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', fallback)).toBe(
      'passwd',
    );
    expect(fileNameFromDisposition('attachment; filename=".."', fallback)).toBe(fallback);
  });
});

describe('saveBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a hidden <a download> on an object URL, then frees the URL later', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:console/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });

    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    saveBlob(blob, 'ziigna-datasheet.pdf');

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:console/1', download: 'ziigna-datasheet.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revoke).toHaveBeenCalledWith('blob:console/1');
  });
});

describe('readBlob', () => {
  it('turns a body cut off half way into words staff understand', async () => {
    const broken = { blob: () => Promise.reject(new TypeError('network error')) } as Response;
    await expect(readBlob(broken)).rejects.toThrow('The download was interrupted.');
  });
});

describe('downloadFromApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for an export by POST (the API audits it), the filter in the query', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response('\uFEFFReference\r\n', {
        headers: { 'content-disposition': 'attachment; filename="Ziigna Quotes.csv"' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:console/3');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    const name = await downloadFromApi('/admin/ziigna-details/export', {
      query: { startDate: '2026-01-01', searchQuery: undefined },
      fallbackName: 'fallback.csv',
    });

    expect(name).toBe('Ziigna Quotes.csv');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(String(url)).toMatch(/\/admin\/ziigna-details\/export\?startDate=2026-01-01$/);
    expect(new Headers(init?.headers).get(STAFF_CONSOLE_HEADER.name)).toBe(
      STAFF_CONSOLE_HEADER.value,
    );
  });
});
