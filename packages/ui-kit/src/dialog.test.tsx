import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog.tsx';

describe('Dialog', () => {
  it('opens with a name and description, and closes from its labelled button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Subscribe</Button>
        </DialogTrigger>
        <DialogContent
          title="Subscribe to our newsletter"
          description="News about our ranges, twice a month."
          closeLabel="Fermer"
        >
          <p>form</p>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = screen.getByRole('dialog', { name: 'Subscribe to our newsletter' });
    expect(dialog).toHaveAccessibleDescription('News about our ranges, twice a month.');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to what opened it.
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
  });

  it('closes on Escape and keeps a hidden title for screen readers', async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen>
        <DialogContent title="Product video" isTitleHidden size="video">
          <div>player</div>
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Product video' });
    expect(dialog.className).toContain('w-[min(800px,calc(100vw-2rem))]');
    expect(dialog.className).toContain('h-[min(500px,calc(100dvh-2rem))]');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('blocks until the visitor answers', async () => {
    const user = userEvent.setup();
    function NotAvailable() {
      const [isOpen, setIsOpen] = useState(true);
      return (
        <Dialog open={isOpen} onOpenChange={setIsOpen}>
          <DialogContent
            isBlocking
            size="sm"
            title="Product Not Available"
            description="This product is not available in your country. Check similar available products."
          >
            <DialogClose asChild>
              <Button>OK</Button>
            </DialogClose>
          </DialogContent>
        </Dialog>
      );
    }
    render(<NotAvailable />);
    const dialog = screen.getByRole('alertdialog', { name: 'Product Not Available' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves the close button to a dialog that places its own, and Escape still closes it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen>
        <DialogContent title="Search" size="fullscreen" hasOwnCloseButton closeLabel="Fermer">
          <input aria-label="term" />
          <DialogClose>Fermer</DialogClose>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getAllByRole('button', { name: 'Fermer' })).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
