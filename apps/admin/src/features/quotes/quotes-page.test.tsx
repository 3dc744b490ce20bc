import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteListRow } from '@lumen/validation/quote-admin';
import { ToastProvider } from '#src/components/toast.tsx';
import { QuotesPage } from './quotes-page.tsx';

/*
 * The screen against a stubbed fetch: what it asks the API for, given the address, and what
 * it shows for each answer. The real API and browser are in e2e/admin/quotes.spec.ts.
 */

const row = (n: number, fields: Partial<QuoteListRow> = {}): QuoteListRow => ({
  documentId: `ZQ-20260301-${String(n).padStart(6, 'A')}`,
  createdAt: '2026-03-01T10:00:00.000Z',
  name: `Customer ${n}`,
  email: `c${n}@example.com`,
  phoneNumber: '07700900123',
  companyName: 'Pennine Electrical Ltd',
  preferredWholesaler: null,
  wholesalerLocation: null,
  message: null,
  messagePreview: null,
  ziignaQuoteFile: {
    id: 10 + n,
    fileName: `sheet-${n}.pdf`,
    contentType: 'application/pdf',
    byteSize: 2048,
  },
  otherAttachmentData: [],
  ...fields,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const requested = () => fetchMock.mock.calls.map(([url]) => new URL(String(url)));

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/ziigna-quotes', element: <QuotesPage /> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QuotesPage', () => {
  it('asks for the address’s page, zero-based, and shows the rows and the total', async () => {
    fetchMock.mockResolvedValue(
      json({
        content: [
          row(1, { message: 'A long message for the hall', messagePreview: 'A long message …' }),
          row(2),
        ],
        totalElements: 120,
      }),
    );
    renderAt('/ziigna-quotes?page=2&startDate=2026-01-01');
    expect(await screen.findByText('120 quote requests')).toBeVisible();
    const [url] = requested();
    expect(url?.pathname).toBe('/admin/ziigna-details');
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      page: '1',
      size: '50',
      startDate: '2026-01-01',
    });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('March 1st 2026', { selector: 'time' })).toHaveLength(2);
    expect(within(table).getByText('A long message …')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it.each([
    ['page=abc', 'The page in the address must be a whole number from 1 to 10,001.'],
    ['page=-1', 'The page in the address must be a whole number from 1 to 10,001.'],
    ['page=1000000000', 'The page in the address must be a whole number from 1 to 10,001.'],
    [
      'startDate=2026-03-02&endDate=2026-03-01',
      'The end date must be later than the beginning date.',
    ],
    [`q=${'x'.repeat(250)}`, 'Search text must be 1 to 100 characters, without control characters'],
  ])('explains an address with %s and fetches nothing', async (query, message) => {
    renderAt(`/ziigna-quotes?${query}`);
    expect(await screen.findByText(message)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses reversed dates at Filter without a request', async () => {
    fetchMock.mockResolvedValue(json({ content: [row(1)], totalElements: 1 }));
    const router = renderAt('/ziigna-quotes');
    await screen.findByText('1 quote request');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-03-02');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(
      (await screen.findAllByText('The end date must be later than the beginning date.')).length,
    ).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('');
  });

  it('searches with the search endpoint, says when only the newest 50 are shown, and clears', async () => {
    fetchMock.mockImplementation(async (input) =>
      new URL(String(input)).pathname.endsWith('/search')
        ? json(Array.from({ length: 50 }, (_, i) => row(i)))
        : json({ content: [row(1)], totalElements: 1 }),
    );
    const router = renderAt('/ziigna-quotes?startDate=2026-01-01');
    await screen.findByText('1 quote request');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search quotes'), "  ' OR 1=1 -- ");
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing the 50 newest matches')).toBeVisible();
    expect(router.state.location.search).toBe('?q=%27+OR+1%3D1+--');
    expect(requested().at(-1)?.searchParams.get('searchQuery')).toBe("' OR 1=1 --");

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await screen.findByText('1 quote request');
    expect(router.state.location.search).toBe('');
  });

  it('says when nothing matches, and offers Try again when the API fails', async () => {
    fetchMock.mockResolvedValueOnce(json([]));
    renderAt('/ziigna-quotes?q=Caf%C3%A9');
    expect(await screen.findByText('No quote requests match these filters.')).toBeVisible();
    cleanup();

    fetchMock.mockResolvedValueOnce(json({ statusCode: 500, error: 'x', message: 'Boom' }, 500));
    renderAt('/ziigna-quotes');
    expect(await screen.findByText('Boom')).toBeVisible();
    fetchMock.mockResolvedValueOnce(json({ content: [row(1)], totalElements: 1 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 quote request')).toBeVisible();
  });

  it('shows the whole message in the details and downloads a file with the session', async () => {
    const message = 'Office refurbishment, 3rd floor:\n14 suspended runs';
    fetchMock.mockResolvedValueOnce(
      json({
        content: [row(1, { message, messagePreview: 'Office refurbis…' })],
        totalElements: 1,
      }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:console/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderAt('/ziigna-quotes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^View quote ZQ-/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('quote-message').textContent).toBe(message);

    let finish: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await user.click(within(dialog).getByRole('button', { name: 'Download sheet-1.pdf' }));
    expect(
      within(dialog).getByRole('button', { name: 'Downloading… sheet-1.pdf' }),
    ).toHaveAttribute('aria-disabled', 'true');
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe(
      'http://localhost:4000/admin/ziigna-details/ZQ-20260301-AAAAA1/files/11',
    );
    expect(init?.credentials).toBe('include');
    await act(async () =>
      finish(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })),
    );
    await waitFor(() => expect(saved).toEqual(['sheet-1.pdf']));
    expect(created).toHaveBeenCalledOnce();

    fetchMock.mockResolvedValueOnce(
      json(
        { statusCode: 404, error: 'Not Found', message: 'No such file for this quote request' },
        404,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Download sheet-1.pdf' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'sheet-1.pdf could not be downloaded. No such file for this quote request',
    );
  });

  it('exports the filter on screen as CSV, saying so while it is prepared', async () => {
    fetchMock.mockResolvedValueOnce(json({ content: [row(1)], totalElements: 1 }));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:console/2');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderAt('/ziigna-quotes?startDate=2026-01-01&page=1');
    await screen.findByText('1 quote request');
    let finish: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('button', { name: 'Preparing CSV…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const url = requested().at(-1)!;
    expect(url.pathname).toBe('/admin/ziigna-details/export');
    expect(fetchMock.mock.calls.at(-1)![1]?.method).toBe('POST');
    expect(Object.fromEntries(url.searchParams)).toEqual({ startDate: '2026-01-01' });
    await act(async () => finish(new Response('\uFEFFReference\r\n')));
    await waitFor(() => expect(saved).toEqual(['Ziigna Quotes.csv']));
    expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-disabled');

    fetchMock.mockResolvedValueOnce(
      json({ statusCode: 500, error: 'x', message: 'Disk full' }, 500),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The CSV could not be prepared. Disk full')).toBeVisible();
  });
});
