import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_CONSOLE_HEADER } from '@lumen/validation/staff-constants';
import { apiFetch } from './api-client.ts';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sent = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: new URL(String(url)), init: init!, headers: new Headers(init!.headers) };
};

describe('apiFetch', () => {
  it('sends the console header and the cookie on a read: the API refuses staff GETs without it', async () => {
    await apiFetch('/admin/staff', { query: { page: 2, actor: '' } });
    const { url, init, headers } = sent();
    expect(url.pathname).toBe('/admin/staff');
    expect(url.search).toBe('?page=2');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.get(STAFF_CONSOLE_HEADER.name)).toBe(STAFF_CONSOLE_HEADER.value);
    expect(headers.has('content-type')).toBe(false);
  });

  it('sends it with a JSON body too', async () => {
    await apiFetch('/admin/staff', { method: 'POST', body: { userName: 'x' } });
    const { init, headers } = sent();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"userName":"x"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get(STAFF_CONSOLE_HEADER.name)).toBe(STAFF_CONSOLE_HEADER.value);
  });
});
