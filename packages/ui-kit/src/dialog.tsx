import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Root as VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';
import { CloseIcon } from './icons.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * - `video`: the spec's 800 x 500 player; `video-narrow`: 450 wide for short videos.
 * - `media`: full-size case-study pictures, 90% of the width up to 1326 px.
 * - `fullscreen`: the search overlay and mobile menu.
 */
export type DialogSize = 'sm' | 'md' | 'lg' | 'video' | 'video-narrow' | 'media' | 'fullscreen';

const SIZES: Record<DialogSize, string> = {
  sm: 'w-[calc(100vw-2rem)] max-w-md rounded-lg p-6',
  md: 'w-[calc(100vw-2rem)] max-w-2xl rounded-lg p-6',
  lg: 'w-[calc(100vw-2rem)] max-w-4xl rounded-lg p-6',
  video: 'w-[min(800px,calc(100vw-2rem))] h-[min(500px,calc(100dvh-2rem))] rounded-lg bg-black p-0',
  'video-narrow':
    'w-[min(450px,calc(100vw-2rem))] h-[min(500px,calc(100dvh-2rem))] rounded-lg bg-black p-0',
  media: 'w-[90vw] max-w-[1326px] rounded-lg p-0',
  fullscreen: 'inset-0 h-dvh w-screen max-h-none translate-x-0 translate-y-0 rounded-none p-0',
};

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  /** Every dialog is named; hide the title visually with `isTitleHidden` when the design has none. */
  title: ReactNode;
  description?: ReactNode;
  isTitleHidden?: boolean;
  isDescriptionHidden?: boolean;
  size?: DialogSize;
  /** Accessible name of the close button: pass t('common.close'). */
  closeLabel?: string;
  /**
   * A decision the visitor must take (e.g. 'Product Not Available' with OK): no close button,
   * Escape and outside clicks do nothing, and it is announced as an alert dialog.
   */
  isBlocking?: boolean;
  /**
   * The dialog lays out its own close button (a `DialogClose` named with `closeLabel`'s
   * text), e.g. beside a field, instead of the one in the top corner.
   */
  hasOwnCloseButton?: boolean;
  overlayClassName?: string;
};

export function DialogContent({
  title,
  description,
  isTitleHidden = false,
  isDescriptionHidden = false,
  size = 'md',
  closeLabel = 'Close',
  isBlocking = false,
  hasOwnCloseButton = false,
  overlayClassName,
  className,
  children,
  onEscapeKeyDown,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  const isDark = size === 'video' || size === 'video-narrow';
  const titleNode = (
    <DialogPrimitive.Title className="pr-10 text-xl font-semibold text-ink-950">
      {title}
    </DialogPrimitive.Title>
  );
  const descriptionNode =
    description == null ? null : (
      <DialogPrimitive.Description className="mt-2 text-sm text-ink-700">
        {description}
      </DialogPrimitive.Description>
    );

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cn(
          'fixed inset-0 z-50 bg-ink-950/70 data-[state=open]:animate-fade-in',
          overlayClassName,
        )}
      />
      <DialogPrimitive.Content
        role={isBlocking ? 'alertdialog' : 'dialog'}
        // Radix warns when a dialog has no description; none is a valid choice here.
        {...(description == null ? { 'aria-describedby': undefined } : {})}
        onEscapeKeyDown={(event) => {
          if (isBlocking) event.preventDefault();
          onEscapeKeyDown?.(event);
        }}
        onInteractOutside={(event) => {
          if (isBlocking) event.preventDefault();
          onInteractOutside?.(event);
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2',
          'overflow-auto bg-white shadow-2xl data-[state=open]:animate-dialog-in',
          SIZES[size],
          className,
        )}
        {...props}
      >
        {isTitleHidden ? <VisuallyHidden asChild>{titleNode}</VisuallyHidden> : titleNode}
        {descriptionNode &&
          (isDescriptionHidden ? (
            <VisuallyHidden asChild>{descriptionNode}</VisuallyHidden>
          ) : (
            descriptionNode
          ))}
        {children}
        {!isBlocking && !hasOwnCloseButton && (
          <DialogPrimitive.Close
            className={cn(
              'focus-ring absolute top-3 right-3 inline-flex size-10 items-center justify-center',
              'rounded-full text-xl transition-colors',
              isDark
                ? 'bg-black/60 text-white hover:bg-black'
                : 'text-ink-700 hover:bg-ink-100 hover:text-ink-950',
            )}
          >
            <CloseIcon />
            <VisuallyHidden>{closeLabel}</VisuallyHidden>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
