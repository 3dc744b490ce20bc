import type { ReactNode } from 'react';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Dialog, DialogClose, DialogContent } from '@lumen/ui-kit/dialog';

/**
 * Asks before an action (locking someone out, replacing a password, a decision). The dialog stays
 * open while the API works and when it refuses, so the reason is read where the question was
 * asked; the caller closes it on success.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending,
  error,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isPending: boolean;
  error: string | null;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} size="sm">
        <p role="alert" className="mt-4 text-sm font-medium text-danger-600 empty:hidden">
          {error ?? ''}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose className={buttonClassName({ variant: 'outline' })}>Cancel</DialogClose>
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            disabled={isPending}
            onClick={onConfirm}
          >
            {isPending ? 'Working…' : confirmLabel}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
