import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

function Controlled({ totalPages, initial = 1 }: { totalPages: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} totalPages={totalPages} onPageChange={setPage} windowSize={3} />;
}

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

describe('Pagination', () => {
  it('marks the current page and disables going back on page 1', () => {
    render(<Controlled totalPages={10} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'First page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next page' })).not.toHaveAttribute('aria-disabled');
  });

  it('moves with next, a page button and last, and disables going forward at the end', async () => {
    const user = userEvent.setup();
    render(<Controlled totalPages={10} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(pageButtons()).toEqual(['2', '3', '4']);

    const last = screen.getByRole('button', { name: 'Last page' });
    await user.click(last);
    expect(pageButtons()).toEqual(['8', '9', '10']);
    expect(last).toHaveAttribute('aria-disabled', 'true');
    // The pressed control keeps focus although it is now disabled.
    expect(last).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('ignores presses on disabled controls and on the current page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalPages={4} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('keeps the three pages around the current one on a phone, five on wider screens', () => {
    render(<Pagination page={6} totalPages={10} onPageChange={() => {}} />);
    const onPhones = screen
      .getAllByRole('button', { name: /^Page \d+$/ })
      .filter((button) => !button.closest('li')?.classList.contains('max-sm:hidden'))
      .map((button) => button.textContent);
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']);
    expect(onPhones).toEqual(['5', '6', '7']);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes translated labels', () => {
    render(
      <Pagination
        page={2}
        totalPages={3}
        onPageChange={() => {}}
        labels={{
          navigation: 'Pagination',
          next: 'Page suivante',
          page: (n) => `Aller à la page ${n}`,
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
