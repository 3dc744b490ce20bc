import { useState } from 'react';

/**
 * Where focus goes when a dialog that is mounted on demand closes: back to whatever had it
 * when the dialog opened (the button or box that opened it). Radix returns focus to a
 * DialogTrigger, and these dialogs are opened by forms and boxes rather than triggers.
 * Pass the result as the dialog's `onCloseAutoFocus`.
 */
export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (event) => {
    event.preventDefault();
    if (opener?.isConnected) opener.focus();
  };
}
