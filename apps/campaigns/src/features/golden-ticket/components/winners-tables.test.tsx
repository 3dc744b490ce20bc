// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WinnersTables } from './winners-tables.tsx';

const row = (id: number, winnerName: string, date: string, reward: number) => ({
  id,
  winnerName,
  date,
  reward,
});

describe('WinnersTables', () => {
  afterEach(cleanup);

  it('shows four tables with names, DD-MM-YYYY dates and rewards', () => {
    render(
      <WinnersTables
        winners={{
          promotion: 'golden-ticket-2024',
          star: [row(1, 'Aoife B.', '2024-12-17', 2500)],
          monthly: [row(2, 'Ciarán W.', '2024-09-24', 500)],
          weekly: [row(3, 'Tom H.', '2024-09-08', 100)],
          instant: [],
        }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Star prize',
      'Monthly draws',
      'Weekly draws',
      'Instant wins',
    ]);
    const star = screen.getByRole('table', { name: 'Star prize' });
    const cells = within(star)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['Aoife B.', '17-12-2024', '2,500']);
    expect(
      within(screen.getByRole('table', { name: 'Monthly draws' })).getByText('24-09-2024'),
    ).toBeVisible();
    expect(screen.getByText('No winners yet.')).toBeVisible();
  });
});
