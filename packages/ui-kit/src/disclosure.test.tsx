import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure.tsx';

describe('Disclosure', () => {
  it('shows and hides its panel and says so', async () => {
    render(
      <Disclosure summary="What is UGR?" headingLevel={3}>
        Unified glare rating.
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'What is UGR?' });
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Unified glare rating.')).not.toBeVisible();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByText('Unified glare rating.');
    expect(panel).toBeVisible();
    expect(button).toHaveAttribute('aria-controls', panel.id);
  });

  it('keeps one open at a time when controlled', async () => {
    function Accordion() {
      const [open, setOpen] = useState<string | null>('a');
      return (
        <>
          {['a', 'b'].map((id) => (
            <Disclosure
              key={id}
              summary={`Question ${id}`}
              isOpen={open === id}
              onOpenChange={(isOpen) => setOpen(isOpen ? id : null)}
            >
              Answer {id}
            </Disclosure>
          ))}
        </>
      );
    }
    render(<Accordion />);
    expect(screen.getByText('Answer a')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Question b' }));
    expect(screen.getByText('Answer b')).toBeVisible();
    expect(screen.getByText('Answer a')).not.toBeVisible();
  });
});
