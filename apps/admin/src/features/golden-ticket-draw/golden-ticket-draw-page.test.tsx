import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  GoldenDrawCheck,
  GoldenDrawPool,
  GoldenDrawResult,
  GoldenTickets,
} from '@lumen/validation/golden-ticket-draw';
import { ToastProvider } from '#src/components/toast.tsx';
import { GoldenTicketDrawPage } from './golden-ticket-draw-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SHA = 'a'.repeat(64);
const SERIALS = ['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC'];
const TICKETS: GoldenTickets = {
  draw: 'weekly',
  promotion: 'golden-ticket-2026',
  eligibleCount: 3,
  serialNumbers: SERIALS,
  openDraw: {
    drawNumber: 6,
    frozenAt: '2026-12-01T10:00:00.000Z',
    poolSize: 1,
    poolSha256: SHA,
    entriesSinceFreeze: 2,
    isStale: false,
  },
  refusal: null,
};
const POOL: GoldenDrawPool = {
  drawNumber: 7,
  draw: 'weekly',
  promotion: 'golden-ticket-2026',
  frozenAt: '2026-12-04T10:00:00.000Z',
  poolSize: 3,
  poolSha256: SHA,
  serialNumbers: SERIALS,
};
const { serialNumbers: _pooled, ...FROZEN } = POOL;
const RESULT: GoldenDrawResult = {
  ...FROZEN,
  randomValue: 4,
  winnerIndex: 1,
  serialNumber: 'BBBBBBBB',
  winner: { firstName: 'Orla', lastName: 'Dunne', email: 'orla@example.ie' },
  reward: 100,
  drawnAt: '2026-12-04T10:00:01.000Z',
  drawnBy: 'Test admin',
};
const CHECK: GoldenDrawCheck = {
  drawNumber: 7,
  draw: 'weekly',
  promotion: 'golden-ticket-2026',
  frozenAt: POOL.frozenAt,
  supersededAt: null,
  recordedPoolSize: 3,
  recomputedPoolSize: 3,
  recordedSha256: SHA,
  recomputedSha256: SHA,
  freezeAudit: { poolSize: 3, poolSha256: SHA },
  eligibleAtFreeze: { poolSize: 3, poolSha256: SHA },
  drawn: { randomValue: 4, winnerIndex: 1, serialNumber: 'BBBBBBBB', drawnAt: RESULT.drawnAt },
  comparisons: {
    poolMatchesRecord: true,
    recordMatchesFreezeAudit: false,
    poolMatchesEligibility: true,
    indexFollowsFromValue: true,
    winnerAtIndex: true,
    resultMatchesDrawAudit: true,
  },
  matches: false,
};

let calls: string[];

beforeEach(() => {
  calls = [];
  // Reduced motion: the roll takes no time, so the test need not wait for it.
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: true, addEventListener() {}, removeEventListener() {} })),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { pathname } = new URL(url);
      calls.push(`${init?.method ?? 'GET'} ${pathname}`);
      if (pathname.endsWith('/golden-tickets')) return json(200, TICKETS);
      if (pathname.endsWith('/draws')) return json(200, POOL);
      if (pathname.endsWith('/winner-update')) return json(200, RESULT);
      if (pathname.endsWith('/check')) return json(200, CHECK);
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
    }),
  );
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <GoldenTicketDrawPage />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('GoldenTicketDrawPage', () => {
  it('choosing a type only reads: the count and the open pool’s entries since freeze', async () => {
    renderPage();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect((await screen.findByTestId('pool-size')).textContent).toContain('3');
    expect(screen.getByTestId('entries-since-freeze').textContent).toContain(
      '2 (Draw replaces this pool with the current entries)',
    );
    expect(screen.getByTestId('open-draw').textContent).toMatch(/^Draw 6, 1 serials/);
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(calls.every((c) => c.startsWith('GET '))).toBe(true);
    expect(
      calls.filter((c) => c.startsWith('GET /promotions/golden-ticket/golden-tickets')),
    ).toHaveLength(2);
  });

  it('Draw freezes the pool, then draws it, and shows the recorded winner', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    await screen.findByTestId('pool-size');
    await userEvent.click(screen.getByRole('button', { name: 'Draw' }));
    await screen.findByRole('heading', { name: 'Winner: Orla Dunne', level: 2 });
    expect(calls.filter((c) => c.startsWith('POST '))).toEqual([
      'POST /promotions/golden-ticket/draws',
      'POST /promotions/golden-ticket/winner-update',
    ]);
    expect(screen.getByTestId('draw-number').textContent).toContain('7');
    expect(screen.getByTestId('pool-sha256').textContent).toContain(SHA);
    // The count is read again once the winner has left the pool; nothing is frozen again.
    expect(calls.filter((c) => c === 'POST /promotions/golden-ticket/draws')).toHaveLength(1);
  });

  it('a refusal disables Draw and says why', async () => {
    const refusal = 'Monthly draws are held on 2026-12-24 only';
    vi.mocked(fetch).mockImplementation(async () =>
      json(200, { ...TICKETS, draw: 'monthly', openDraw: null, refusal }),
    );
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect((await screen.findByTestId('draw-refusal')).textContent).toContain(refusal);
    expect(screen.getByRole('button', { name: 'Draw' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('open-draw').textContent).toContain('None');
  });

  it('the check names each comparison with Yes or No', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Draw number'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Check this draw' }));
    expect((await screen.findByTestId('check-verdict')).textContent).toContain('matches: No.');
    expect(screen.getByTestId('check-recordMatchesFreezeAudit').textContent).toContain('No');
    expect(screen.getByTestId('check-winnerAtIndex').textContent).toContain('Yes');
    expect(screen.getByTestId('check-winner').textContent).toContain('BBBBBBBB');
  });
});
