import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccount } from '@lumen/validation/staff';
import { ToastProvider } from '#src/components/toast.tsx';
import { StaffRow } from './staff-row.tsx';

afterEach(cleanup);

const account = (role: StaffAccount['role']): StaffAccount => ({
  id: 3,
  userName: 'other',
  displayName: 'Other',
  role,
  disabled: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
});

function renderRow(role: StaffAccount['role']) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <table>
          <tbody>
            <StaffRow account={account(role)} isSelf={false} onPassword={vi.fn()} />
          </tbody>
        </table>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('StaffRow', () => {
  it('offers no role, Disable or Reset password on another super admin, and says why', () => {
    renderRow('super-admin');
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual([]);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(
      screen.getByText(/only be changed with the staff command on the server/).textContent,
    ).toMatch(/^Another super admin’s role, status and password/);
  });

  it('offers them on every other role', () => {
    renderRow('admin');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Save the role of other',
      'Disable other',
      'Reset password of other',
    ]);
  });
});
