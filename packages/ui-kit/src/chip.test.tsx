import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Chip, ToggleChip } from './chip.tsx';

describe('Chip', () => {
  it('removes an applied filter from its labelled button', async () => {
    const onRemove = vi.fn();
    render(
      <Chip onRemove={onRemove} removeLabel="Remove filter IP65">
        IP65
      </Chip>,
    );
    expect(screen.getByText('IP65')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter IP65' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('is plain text without onRemove', () => {
    render(<Chip>3000K</Chip>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ToggleChip', () => {
  it('reports its state as pressed', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <ToggleChip isSelected={false} onClick={onClick}>
        Warehouses
      </ToggleChip>,
    );
    const chip = screen.getByRole('button', { name: 'Warehouses' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <ToggleChip isSelected onClick={onClick}>
        Warehouses
      </ToggleChip>,
    );
    expect(chip).toHaveAttribute('aria-pressed', 'true');
  });
});
