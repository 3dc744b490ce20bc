import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#src/components/toast.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ChangePasswordForm />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NEW = 'correct horse battery staple';

async function fill(current: string, next: string, again: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (again) await user.type(screen.getByLabelText('New password again'), again);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('ChangePasswordForm', () => {
  it('applies the shared rules in the browser, in their words, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await fill('', 'too short', 'too short');
    expect(errorOf('Current password')).toBe('Password is required');
    expect(errorOf('New password')).toBe('The new password must be at least 15 characters');
    cleanup();
    renderForm();
    await fill('old password', NEW, `${NEW}!`);
    expect(errorOf('New password again')).toBe('The two new passwords are not the same');
    cleanup();
    renderForm();
    await fill(NEW, NEW, NEW);
    expect(errorOf('New password')).toBe('The new password must differ from the current one');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal of the current password on its field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid body.currentPassword',
          issues: [{ field: 'body.currentPassword', message: 'staff.error.currentPasswordWrong' }],
        }),
      ),
    );
    renderForm();
    await fill('wrong one', NEW, NEW);
    await vi.waitFor(() =>
      expect(errorOf('Current password')).toBe('The current password is not right'),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  });

  it('sends the current and new password only, then empties the fields', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await fill('old password', NEW, NEW);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/auth\/change-password$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      currentPassword: 'old password',
      newPassword: NEW,
    });
    await vi.waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveProperty('value', ''),
    );
    expect(
      (await screen.findByText('Your password is changed. Your other sessions were signed out.'))
        .textContent,
    ).toContain('changed');
  });
});
