import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buttonClassName } from './button-class-name.ts';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a non-submitting button by default', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Load more products</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Load more products' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can submit when asked', () => {
    render(<Button type="submit">Search</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
  });

  it('lets a caller override a default utility', () => {
    render(
      <Button size="sm" className="px-8">
        OK
      </Button>,
    );
    const classes = screen.getByRole('button').className.split(' ');
    expect(classes).toContain('px-8');
    expect(classes).not.toContain('px-3');
    expect(classes).toContain('focus-ring');
  });

  it('styles its child as a button with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/contact">Contact</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).not.toHaveAttribute('type');
    expect(link.className).toContain('border-ink-300');
  });

  it('exposes its classes for router links', () => {
    expect(buttonClassName({ variant: 'link' })).toContain('underline');
    expect(buttonClassName()).toContain('bg-brand-500');
  });
});
