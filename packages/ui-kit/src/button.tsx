import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { buttonClassName, type ButtonStyleOptions } from './button-class-name.ts';
import { cn } from './cn.ts';

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyleOptions & {
    /** Render the single child (a link, say) with the button's styles and props. */
    asChild?: boolean;
  };

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot className={cn(buttonClassName({ variant, size }), className)} {...props} />;
  }
  // "button" unless told otherwise: a Button inside a form must not submit it by accident.
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonClassName({ variant, size }), className)}
      {...props}
    />
  );
}
