// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lumen/i18n/messages';
import { LanguageProvider } from '@lumen/site-shell/lib/i18n.tsx';
import { INSTANT_DRAW_STORAGE_KEY } from '../utils/instant-draw-payload.ts';
import { InstantDraw } from './instant-draw.tsx';

function renderDraw(stored?: unknown) {
  if (stored !== undefined)
    window.localStorage.setItem(INSTANT_DRAW_STORAGE_KEY, JSON.stringify(stored));
  const Stub = createRoutesStub([
    {
      path: '/goldenticket/instantdraw',
      Component: () => (
        <LanguageProvider language="en" messages={MESSAGES.en}>
          <InstantDraw
            drawsEnd="17 December 2024"
            voucher="€25 / £25"
            apiUrl="http://api.test"
            messages={MESSAGES.en}
          />
        </LanguageProvider>
      ),
    },
    { path: '/goldenticket', Component: () => <h1>entry form</h1> },
  ]);
  render(<Stub initialEntries={['/goldenticket/instantdraw']} />);
  return userEvent.setup();
}

const winner = { goldenSerialNumber: 'AB12CD34', email: 'a@example.ie', status: true };

describe('InstantDraw', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['nothing stored', undefined],
    ['no status', { goldenSerialNumber: 'AB12CD34', email: 'a@example.ie' }],
    ['no e-mail', { goldenSerialNumber: 'AB12CD34', status: false }],
  ])('goes back to the entry form with %s', async (_, stored) => {
    renderDraw(stored);
    expect(await screen.findByRole('heading', { name: 'entry form' })).toBeVisible();
  });

  it('tells a loser so, and that the entry stays in the draws', async () => {
    renderDraw({ ...winner, status: false });
    expect(await screen.findByRole('heading', { name: 'Better luck next time' })).toBeVisible();
    expect(
      screen.getByText(
        'Your entry remains in the weekly, monthly and star prize draws up to 17 December 2024.',
      ),
    ).toBeVisible();
  });

  it('keeps the two locations exclusive and alerts when the choice is cleared', async () => {
    const user = renderDraw(winner);
    expect(await screen.findByRole('heading', { name: 'INSTANT PRIZE WINNER' })).toBeVisible();
    expect(screen.getByText(/€25 \/ £25 Mastercard voucher/)).toBeVisible();
    const ireland = screen.getByRole('checkbox', { name: 'Ireland' });
    const uk = screen.getByRole('checkbox', { name: 'UK' });
    await user.click(ireland);
    await user.click(uk);
    expect(ireland).toHaveProperty('checked', false);
    expect(uk).toHaveProperty('checked', true);
    await user.click(uk);
    expect(uk).toHaveProperty('checked', false);
    expect(screen.getByRole('alert').textContent).toBe('Select your location to proceed');
  });

  it('alerts instead of sending when no location is chosen', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = renderDraw(winner);
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert').textContent).toBe('Select your location to proceed');
    expect(screen.getByRole('button', { name: 'Redeem' })).toHaveProperty('disabled', false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('redeems once and shows the server’s message', async () => {
    const fetch = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ success: true, msg: 'Your voucher is on its way.' }), {
        status: 200,
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = renderDraw(winner);
    await user.click(await screen.findByRole('checkbox', { name: 'Ireland' }));
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Your voucher is on its way.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Redeem' })).toHaveProperty('disabled', true);
    const [, init] = fetch.mock.calls[0] as [URL, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'a@example.ie',
      goldenSerialNumber: 'AB12CD34',
      country: 'ireland',
    });
  });

  it.each([
    ['the body’s msg', 409, { msg: 'Already redeemed.' }, 'Already redeemed.'],
    ['the error field', 404, { statusCode: 404, error: 'Entry not found.' }, 'Entry not found.'],
    ['the fallback', 500, {}, 'Something went wrong!'],
  ])('shows %s when redeeming fails', async (_, status, body, shown) => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status })),
    );
    const user = renderDraw(winner);
    await user.click(await screen.findByRole('checkbox', { name: 'UK' }));
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(shown)).toBeVisible();
  });
});
