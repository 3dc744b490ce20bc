import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (sub menu, country list, suggestions) when the visitor presses outside it
 * or moves focus out of it, as menus and listboxes are expected to behave.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  isOpen: boolean,
  onDismiss: () => void,
): void {
  useEffect(() => {
    if (!isOpen) return;
    const isOutside = (target: EventTarget | null) =>
      !(target instanceof Node) || !ref.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) onDismiss();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [ref, isOpen, onDismiss]);
}
