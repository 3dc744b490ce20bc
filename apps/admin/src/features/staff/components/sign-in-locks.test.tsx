import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#src/components/toast.tsx';
import { SignInLocks } from './sign-in-locks.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOCKS = {
  content: [
    {
      userName: 'admin',
      client: '198.51.100.7',
      failures: 11,
      lockedUntil: '2026-12-04T10:15:00.000Z',
    },
    {
      userName: null,
      client: '2001:db8::/64',
      failures: 21,
      lockedUntil: '2026-12-04T10:10:00.000Z',
    },
  ],
  totalElements: 2,
};

describe('SignInLocks', () => {
  it('lists each locked address with its name, and lifts a lock', async () => {
    let locks = LOCKS;
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        locks = { content: LOCKS.content.slice(1), totalElements: 1 };
        return new Response(null, { status: 204 });
      }
      expect(url).toMatch(/\/admin\/sign-in-locks$/);
      return new Response(JSON.stringify(locks), {
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <SignInLocks />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['198.51.100.7', '11', expect.any(String), 'Lift lock of admin from 198.51.100.7'],
      [
        '2001:db8::/64',
        '21',
        expect.any(String),
        'Lift lock of every user name from 2001:db8::/64',
      ],
    ]);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Lift lock of admin from 198.51.100.7' }));
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      userName: 'admin',
      client: '198.51.100.7',
    });
  });
});
