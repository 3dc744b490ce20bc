import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PromotionRetentionRow } from '@lumen/validation/promotion-retention';
import { PromotionsRetentionPage } from './promotions-retention-page.tsx';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PromotionsRetentionPage />
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROW: PromotionRetentionRow = {
  slug: 'golden-ticket-2024',
  kind: 'golden-ticket',
  closesAt: '2024-12-17T00:00:00.000Z',
  drawsEndAt: '2024-12-17T00:00:00.000Z',
  retentionDays: 365,
  retentionIsDefault: true,
  anonymiseAt: '2025-12-17T00:00:00.000Z',
  status: 'due',
  anonymisedAt: null,
  entrants: 800,
  withPersonalData: 800,
};

const rowOf = (slug: string) => within(screen.getByRole('cell', { name: slug }).closest('tr')!);

describe('PromotionsRetentionPage', () => {
  it('lists each promotion with its dates, period, status and entrants', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          promotions: [
            ROW,
            {
              ...ROW,
              slug: 'invoice-upload-2026',
              kind: 'invoice-upload',
              retentionDays: 90,
              retentionIsDefault: false,
              status: 'kept',
              entrants: 1500,
              withPersonalData: 1500,
            },
            {
              ...ROW,
              slug: 'world-cup-2022',
              status: 'due',
              entrants: 10,
              withPersonalData: 4,
            },
            {
              ...ROW,
              slug: 'golden-ticket-2023',
              status: 'anonymised',
              anonymisedAt: '2024-12-18T03:04:00.000Z',
              withPersonalData: 0,
            },
          ],
        }),
      ),
    );
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    const due = await screen.findByRole('cell', { name: 'golden-ticket-2024' });
    expect(due).toBeVisible();
    const golden = rowOf('golden-ticket-2024');
    expect(golden.getByText('Golden Ticket')).toBeVisible();
    expect(golden.getAllByText('December 17th 2024')).toHaveLength(2);
    expect(golden.getByText('December 17th 2025')).toBeVisible();
    expect(golden.getByText('default')).toBeVisible();
    expect(golden.getByText('Due')).toBeVisible();
    expect(golden.getByText('800')).toBeVisible();
    const invoice = rowOf('invoice-upload-2026');
    expect(invoice.getByText('Invoice upload')).toBeVisible();
    expect(invoice.getByText('90 days')).toBeVisible();
    expect(invoice.queryByText('default')).toBeNull();
    expect(invoice.getByText('Kept')).toBeVisible();
    expect(invoice.getByText('1,500')).toBeVisible();
    // A run stopped half-way says how many are left.
    expect(rowOf('world-cup-2022').getByText('4 still to anonymise')).toBeVisible();
    const done = rowOf('golden-ticket-2023');
    expect(done.getByText('Anonymised')).toBeVisible();
    expect(done.getByText('December 18th 2024, 3:04 am UTC')).toBeVisible();
  });

  it('says when there is no promotion', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { promotions: [] })),
    );
    renderPage();
    expect(await screen.findByText('No promotions yet.')).toBeVisible();
  });

  it('shows a failure with a retry that loads the list', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('boom', { status: 500 }))
      .mockResolvedValueOnce(json(200, { promotions: [ROW] }));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The promotions could not be loaded: The server answered 500. Try again.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'golden-ticket-2024' })).toBeVisible();
  });
});
