import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#src/components/toast.tsx';
import { NotificationSettingsForm } from './notification-settings-form.tsx';

const SETTING = {
  notificationId: 7,
  notificationFlag: false,
  notificationType: 'loyalty-app',
  notificationMessage: 'Kept while off.',
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <NotificationSettingsForm setting={SETTING} />
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

const message = () => screen.getByLabelText<HTMLTextAreaElement>('Message');
const flag = () => screen.getByLabelText<HTMLInputElement>('Show the notification to customers');

describe('NotificationSettingsForm', () => {
  it('disables the message box while the flag is off, keeping its text (spec §4)', async () => {
    renderForm();
    const user = userEvent.setup();
    expect(message().disabled).toBe(true);
    expect(message().value).toBe('Kept while off.');
    await user.click(flag());
    expect(message().disabled).toBe(false);
    await user.click(flag());
    expect(message().disabled).toBe(true);
    expect(message().value).toBe('Kept while off.');
  });

  it('refuses an empty message while on, and one past 500 characters, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    const user = userEvent.setup();
    await user.click(flag());
    await user.clear(message());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Write the message to show while notifications are on')).toBeVisible();
    expect(document.activeElement).toBe(message());
    await user.click(message());
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Message must be at most 500 characters, without control characters'),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the setting and shows the spec §8 toasts for success and failure', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(200, { ...SETTING, notificationFlag: true }))
      .mockResolvedValueOnce(json(500, { statusCode: 500, error: 'x', message: 'Boom' }));
    vi.stubGlobal('fetch', fetch);
    renderForm();
    const user = userEvent.setup();
    await user.click(flag());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Notification settings has been updated successfully'),
    ).toBeVisible();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/customer\/notification-control$/);
    expect(JSON.parse(init.body as string)).toEqual({ ...SETTING, notificationFlag: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong')).toBeVisible();
  });
});
