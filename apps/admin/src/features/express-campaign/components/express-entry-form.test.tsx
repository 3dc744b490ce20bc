import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#src/components/toast.tsx';
import { ExpressEntryForm } from './express-entry-form.tsx';

/** An ASM's form by default: the entry is filed under the signed-in account. */
function renderForm(asm = { canChoose: false, ownName: 'Niamh Sheridan' }) {
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ExpressEntryForm asm={asm} />
      </ToastProvider>
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

const row = (n: number) => within(screen.getByRole('group', { name: `Contractor ${n}` }));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Wholesaler'), 'Électricité Ó Briain');
  await user.selectOptions(screen.getByLabelText('Country'), 'IRELAND');
  await user.type(row(1).getByLabelText('Name'), 'Zoë Müller');
  await user.type(row(1).getByLabelText('Minutes'), '1');
  await user.type(row(1).getByLabelText('Seconds'), '02');
  await user.type(row(1).getByLabelText('Milliseconds'), '345');
}

describe('ExpressEntryForm', () => {
  it('refuses bad fields with the spec’s messages and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Wholesaler'), '12345');
    await user.type(row(1).getByLabelText('Seconds'), '60');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByLabelText('Wholesaler')).toHaveAccessibleDescription(
      'Please enter a valid Name',
    );
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Country is required');
    expect(row(1).getByLabelText('Name')).toHaveAccessibleDescription(
      'Contractor Name is required',
    );
    expect(row(1).getByLabelText('Seconds')).toHaveAccessibleDescription(
      'Seconds must be a whole number from 0 to 59',
    );
    // An ASM's own entry needs no ASM chosen: the first field to fix is the wholesaler.
    expect(screen.queryByText('ASM is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Wholesaler')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a time under a minute beside its minutes', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await user.clear(row(1).getByLabelText('Minutes'));
    await user.type(row(1).getByLabelText('Minutes'), '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(row(1).getByLabelText('Minutes')).toHaveAccessibleDescription(
      'A time must be at least 1 minute',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows an ASM their own name, read only, and sends no ASM id', async () => {
    const fetch = vi.fn(async () => json(201, { id: 1, contractors: 1 }));
    vi.stubGlobal('fetch', fetch);
    renderForm();
    const user = userEvent.setup();
    expect(screen.getByLabelText('ASM')).toHaveValue('Niamh Sheridan');
    expect(screen.getByLabelText('ASM')).toHaveAttribute('readonly');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Customer details submitted successfully');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/admin\/express-campaign$/);
    expect(JSON.parse(String(init.body))).not.toHaveProperty('asmStaffId');
  });

  it('lets an admin choose the ASM account from the API’s list, and requires one', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/asm-accounts')
        ? json(200, [
            { id: 4, displayName: 'Niamh Sheridan' },
            { id: 9, displayName: 'Rhys Morgan' },
          ])
        : json(201, { id: 1, contractors: 1 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderForm({ canChoose: true, ownName: 'Fiona Quinn' });
    const user = userEvent.setup();
    expect(await screen.findByRole('option', { name: 'Rhys Morgan' })).toHaveValue('9');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('ASM')).toHaveAccessibleDescription('ASM is required');
    expect(screen.getByLabelText('ASM')).toHaveFocus();
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.selectOptions(screen.getByLabelText('ASM'), 'Rhys Morgan');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Customer details submitted successfully');
    const init = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toMatchObject({ asmStaffId: 9 });
  });

  it('adds rows with +, removes them with −, but never the last one', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove contractor 1' }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '+ Add contractor' }));
    await user.type(row(2).getByLabelText('Name'), 'Second');
    expect(screen.getAllByRole('group')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove contractor 1' }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(row(1).getByLabelText('Name')).toHaveProperty('value', 'Second');
  });

  it('sends once, toasts the success and resets to one empty row', async () => {
    let answer: (r: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '+ Add contractor' }));
    await user.type(row(2).getByLabelText('Name'), 'Siobhán');
    await user.type(row(2).getByLabelText('Minutes'), '1');
    for (const part of ['Seconds', 'Milliseconds'])
      await user.type(row(2).getByLabelText(part), '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting…' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Submitting…' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toMatchObject({
      wholesaler: 'Électricité Ó Briain',
      contractorDetails: [
        { contractor: 'Zoë Müller', minutes: '1', seconds: '02', milliseconds: '345' },
        { contractor: 'Siobhán', minutes: '1', seconds: '0', milliseconds: '0' },
      ],
    });
    answer(json(201, { id: 1, contractors: 2 }));
    expect(await screen.findByText('Customer details submitted successfully')).toBeVisible();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(row(1).getByLabelText('Name')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Wholesaler')).toHaveProperty('value', '');
  });

  it('shows the API’s refusal and its field messages, keeping what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid fields',
          issues: [
            { field: 'body.contractorDetails.0.contractor', message: 'express.error.nameInvalid' },
          ],
        }),
      ),
    );
    renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await row(1).findByText('Please enter a valid Name')).toBeVisible();
    expect(row(1).getByLabelText('Name')).toHaveAccessibleDescription('Please enter a valid Name');
    expect(row(1).getByLabelText('Name')).toHaveProperty('value', 'Zoë Müller');
  });
});
