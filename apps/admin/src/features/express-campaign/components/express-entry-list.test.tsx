import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#src/components/toast.tsx';
import { ExpressEntryList } from './express-entry-list.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ENTRY = {
  id: 12,
  asmStaffId: 4,
  asmName: 'Niamh Sheridan',
  wholesaler: 'Dépôt Électrique',
  country: 'IRELAND',
  startDate: '2025-03-04',
  createdAt: '2025-03-04T10:00:00.000Z',
  withdrawnAt: null,
  contractors: [
    { id: 31, contractor: 'Aoife Quick', timeTaken: 90_000 },
    { id: 32, contractor: 'Brendan Steady', timeTaken: 120_500 },
  ],
};
const WITHDRAWN = { ...ENTRY, id: 11, withdrawnAt: '2025-03-05T10:00:00.000Z' };

/** The list's GET answers the two entries; a POST answers `post` and is recorded. */
function stubApi(post = () => json(200, { id: 12, contractors: 2 })) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST' ? post() : json(200, { content: [ENTRY, WITHDRAWN], totalElements: 2 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderList() {
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ExpressEntryList />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const posts = (fetch: ReturnType<typeof stubApi>) =>
  (fetch.mock.calls as unknown as [string, RequestInit | undefined][])
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [new URL(url).pathname, JSON.parse(String(init!.body))]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ExpressEntryList', () => {
  it('lists entries with their times; a withdrawn one is marked and has no actions', async () => {
    stubApi();
    renderList();
    const standing = (await screen.findByRole('rowheader', { name: '12' })).closest('tr')!;
    expect(standing).toHaveTextContent('Aoife Quick 1:30.000');
    expect(standing).toHaveTextContent('Brendan Steady 2:00.500');
    expect(within(standing).getByRole('button', { name: 'Withdraw entry 12' })).toBeEnabled();
    const withdrawn = screen.getByRole('rowheader', { name: '11 Withdrawn' }).closest('tr')!;
    expect(within(withdrawn).queryByRole('button')).not.toBeInTheDocument();
  });

  it('withdraws with a reason, which it requires before sending', async () => {
    const fetch = stubApi();
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw entry 12' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw entry 12' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Give a reason');
    expect(posts(fetch)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Entry withdrawn from the leaderboard')).toBeVisible();
    expect(posts(fetch)).toEqual([
      ['/admin/express-campaign/12/withdraw', { reason: 'Entered twice' }],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('corrects a time, refusing one under a minute, and keeps a refusal of the API in the dialog', async () => {
    const fetch = stubApi(() =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid body.startDate',
        issues: [{ field: 'body.startDate', message: 'express.error.dateOutsideCampaign' }],
      }),
    );
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Correct entry 12' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct entry 12' });
    const aoife = within(within(dialog).getByRole('group', { name: 'Aoife Quick' }));
    expect(aoife.getByLabelText('Minutes')).toHaveValue('1');
    expect(aoife.getByLabelText('Seconds')).toHaveValue('30');
    await user.clear(aoife.getByLabelText('Minutes'));
    await user.type(aoife.getByLabelText('Minutes'), '0');
    await user.type(within(dialog).getByLabelText('Reason'), 'Typed wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(aoife.getByLabelText('Minutes')).toHaveAccessibleDescription(
      'A time must be at least 1 minute',
    );
    expect(posts(fetch)).toEqual([]);

    await user.clear(aoife.getByLabelText('Minutes'));
    await user.type(aoife.getByLabelText('Minutes'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(
      await within(dialog).findByText('The date must fall within the express campaign'),
    ).toBeVisible();
    expect(posts(fetch)).toEqual([
      [
        '/admin/express-campaign/12/correct',
        {
          wholesaler: 'Dépôt Électrique',
          startDate: '2025-03-04',
          times: [
            { id: 31, minutes: '3', seconds: '30', milliseconds: '0' },
            { id: 32, minutes: '2', seconds: '0', milliseconds: '500' },
          ],
          reason: 'Typed wrong',
        },
      ],
    ]);
    expect(screen.getByRole('dialog', { name: 'Correct entry 12' })).toBeVisible();
  });
});
