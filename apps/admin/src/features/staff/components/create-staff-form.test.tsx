import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#src/components/toast.tsx';
import { CreateStaffForm } from './create-staff-form.tsx';

function renderForm(onCreated = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <CreateStaffForm onCreated={onCreated} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return onCreated;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CreateStaffForm', () => {
  it('refuses bad fields in the browser with the shared messages, sends nothing, keeps input', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User name'), "' OR 1=1");
    await user.type(screen.getByLabelText('Display name'), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      screen.getByText(
        'User name must be 3 to 64 lower-case letters, digits, dots, hyphens or underscores',
      ),
    ).toBeVisible();
    expect(screen.getByText(/^Display name must be at most 100 characters/)).toBeVisible();
    expect(screen.getByText('Role must be super-admin, admin, marketing or asm')).toBeVisible();
    expect(screen.getByLabelText('User name')).toHaveProperty('value', "' OR 1=1");
    expect(document.activeElement).toBe(screen.getByLabelText('User name'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the API’s 409 beside the user name and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'This user name is already taken',
        }),
      ),
    );
    const onCreated = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User name'), 'root');
    await user.type(screen.getByLabelText('Display name'), 'Élodie Bérénice');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This user name is already taken')).toBeVisible();
    expect(screen.getByLabelText('User name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Display name')).toHaveProperty('value', 'Élodie Bérénice');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('sends the normalised account and hands the one-time password on', async () => {
    const account = {
      id: 7,
      userName: 'sales.lead',
      displayName: 'Sales Lead',
      role: 'asm',
      disabled: false,
      createdAt: '2026-11-25T10:00:00.000Z',
      updatedAt: '2026-11-25T10:00:00.000Z',
    };
    const fetch = vi.fn(async () => json(201, { account, password: 'p'.repeat(24) }));
    vi.stubGlobal('fetch', fetch);
    const onCreated = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User name'), ' Sales.Lead ');
    await user.type(screen.getByLabelText('Display name'), 'Sales Lead');
    await user.selectOptions(screen.getByLabelText('Role'), 'asm');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(onCreated.mock.calls[0]![0]).toEqual({ account, password: 'p'.repeat(24) });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      userName: 'sales.lead',
      displayName: 'Sales Lead',
      role: 'asm',
    });
    expect(screen.getByLabelText('User name')).toHaveProperty('value', '');
  });
});
