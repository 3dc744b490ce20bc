// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lumen/i18n/messages';
import { INSTANT_DRAW_STORAGE_KEY } from '../utils/instant-draw-payload.ts';
import { EntryForm, type EntryAvailability } from './entry-form.tsx';

const API = 'http://api.test';

function renderForm(availability: EntryAvailability = 'open', closesAt?: string) {
  const Stub = createRoutesStub([
    {
      path: '/goldenticket',
      Component: () => (
        <EntryForm
          availability={availability}
          closesAt={closesAt}
          apiUrl={API}
          messages={MESSAGES.en}
        />
      ),
    },
    { path: '/goldenticket/instantdraw', Component: () => <h1>instant draw</h1> },
    { path: '/goldenticket/winners', Component: () => <h1>winners</h1> },
  ]);
  render(<Stub initialEntries={['/goldenticket']} />);
  return userEvent.setup();
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, serial = 'ab12cd34') {
  await user.type(screen.getByLabelText('First name'), 'Siobhán');
  await user.type(screen.getByLabelText('Surname'), 'Murphy');
  await user.type(screen.getByLabelText('E-mail'), 'siobhan@example.ie');
  await user.type(screen.getByLabelText(/^Serial number/), serial);
  await user.click(screen.getByRole('checkbox'));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('EntryForm', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('enables submit only when every field is filled and the box is ticked', async () => {
    const user = renderForm();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('First name'), 'Siobhán');
    await user.type(screen.getByLabelText('Surname'), 'Murphy');
    await user.type(screen.getByLabelText('E-mail'), 'siobhan@example.ie');
    await user.type(screen.getByLabelText(/^Serial number/), 'AB12CD34');
    expect(submit).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toHaveProperty('disabled', false);
  });

  it('shows the spec’s field messages and sends nothing while a field is wrong', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = renderForm();
    await fillAll(user, 'AB12 D34');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Blank space not allowed')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Serial number/));
  });

  it('stores the result and opens the instant draw on win: true', async () => {
    const fetch = vi.fn().mockResolvedValue(json(200, { data: { win: true } }));
    vi.stubGlobal('fetch', fetch);
    const user = renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'instant draw' })).toBeVisible();
    const [url, init] = fetch.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toBe(`${API}/promotions/golden-ticket/golden-customer-entry`);
    expect(JSON.parse(String(init.body))).toEqual({
      firstname: 'Siobhán',
      lastname: 'Murphy',
      email: 'siobhan@example.ie',
      goldenSerialNumber: 'AB12CD34',
      marketingAgreement: true,
    });
    expect(JSON.parse(window.localStorage.getItem(INSTANT_DRAW_STORAGE_KEY) ?? '')).toEqual({
      goldenSerialNumber: 'AB12CD34',
      email: 'siobhan@example.ie',
      status: true,
    });
  });

  it('goes to the winners page when the answer has no win flag', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { data: {} })));
    const user = renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'winners' })).toBeVisible();
    expect(window.localStorage.getItem(INSTANT_DRAW_STORAGE_KEY)).toBeNull();
  });

  it('is disabled while sending, then shows the body’s error and gives the button back', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const sending = screen.getByRole('button', { name: 'Submitting…' });
    expect(sending).toHaveProperty('disabled', true);
    answer(
      json(409, {
        statusCode: 409,
        error: 'This serial number has already been entered.',
        message: 'This serial number has already been entered.',
      }),
    );
    expect(await screen.findByText('This serial number has already been entered.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('shows the closed message when the page was left open past the closing time', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = renderForm('open', new Date(Date.now() - 1000).toISOString());
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Sorry! Registration is closed. The Golden Ticket Promotion is no longer active.',
      ),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the closed message without calling the server when the run is closed', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = renderForm('closed');
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Sorry! Registration is closed. The Golden Ticket Promotion is no longer active.',
      ),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
