import { cx } from './cx.ts';

/*
 * The button's classes, apart from the Button component: a router Link styled as a button
 * (the header's) must not bring Radix's Slot into every page's first script (ADR 020).
 */

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const BASE =
  'focus-ring inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap ' +
  'transition-colors disabled:pointer-events-none disabled:opacity-50 ' +
  'aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:shrink-0';

const VARIANTS: Record<ButtonVariant, string> = {
  // Amber on near-black text: the brand's "light switched on" accent, 9.7:1 contrast.
  primary: 'bg-brand-500 text-ink-950 hover:bg-brand-400 active:bg-brand-600',
  secondary: 'bg-ink-900 text-white hover:bg-ink-800 active:bg-ink-950',
  outline: 'border border-ink-300 bg-white text-ink-900 hover:border-ink-900 hover:bg-ink-50',
  ghost: 'text-ink-900 hover:bg-ink-100',
  // For dark surfaces such as the default header and the hero.
  inverse: 'border border-white/70 text-white hover:bg-white hover:text-ink-950',
  link: 'text-ink-900 underline underline-offset-4 hover:text-brand-700',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'size-11 p-0 text-lg',
};

export type ButtonStyleOptions = { variant?: ButtonVariant; size?: ButtonSize };

/**
 * The button's classes, for elements that cannot be a Button (e.g. a router Link). Base,
 * variant and size never set the same utility, so they are joined, not merged: a caller's
 * own classes go through `cn` (as Button does with its className).
 */
export function buttonClassName({ variant = 'primary', size = 'md' }: ButtonStyleOptions = {}) {
  return cx(BASE, VARIANTS[variant], variant === 'link' ? 'h-auto px-0' : SIZES[size]);
}
