import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';
import { Loading } from './spinner.tsx';

describe('Loading', () => {
  it('announces its label as a status', () => {
    render(<Loading label="Chargement..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
  });

  it('can keep the label for screen readers only', () => {
    render(<Loading isLabelHidden />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton className="h-40" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
