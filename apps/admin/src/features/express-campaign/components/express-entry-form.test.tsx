import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#src/components/toast.tsx';
import { ExpressEntryForm } from './express-entry-form.tsx';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ExpressEntryForm />
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
  await user.selectOptions(screen.getByLabelText('ASM'), 'Niamh Sheridan');
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

    expect(screen.getByText('ASM is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid Name')).toBeTruthy();
    expect(screen.getByText('Country is required')).toBeTruthy();
    expect(screen.getByText('Contractor Name is required')).toBeTruthy();
    expect(screen.getByText('Seconds must be a whole number from 0 to 59')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('ASM'));
    expect(fetch).not.toHaveBeenCalled();
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
    for (const part of ['Minutes', 'Seconds', 'Milliseconds'])
      await user.type(row(2).getByLabelText(part), '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting…' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Submitting…' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toMatchObject({
      asmName: 'Niamh Sheridan',
      wholesaler: 'Électricité Ó Briain',
      contractorDetails: [
        { contractor: 'Zoë Müller', minutes: '1', seconds: '02', milliseconds: '345' },
        { contractor: 'Siobhán', minutes: '0', seconds: '0', milliseconds: '0' },
      ],
    });
    answer(json(201, { id: 1, contractors: 2 }));
    expect(await screen.findByText('Customer details submitted successfully')).toBeTruthy();
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
    expect(await row(1).findByText('Please enter a valid Name')).toBeTruthy();
    expect(row(1).getByLabelText('Name')).toHaveProperty('value', 'Zoë Müller');
  });
});
