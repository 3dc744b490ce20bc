import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A grey block that holds a card's place while its data loads. Hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-ink-100', className)}
      {...props}
    />
  );
}
