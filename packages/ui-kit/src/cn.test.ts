import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

// Class lists the site's components build (collected from the unit tests' renders), the
// overrides first: cn must give what tailwind-merge, which it replaces in the bundle, gives.
const CLASS_LISTS = [
  'bg-ink-50 object-contain w-full bg-ink-50 object-contain',
  'bg-ink-50 object-contain h-44 w-72 rounded-md object-cover',
  'bg-ink-50 object-contain h-4 w-6 shrink-0 rounded-[2px] object-cover',
  'bg-ink-50 object-contain absolute inset-0 size-full object-cover',
  'bg-ink-50 object-contain size-24 rounded bg-white object-contain p-1',
  'focus-ring inline-flex size-10 items-center justify-center rounded-md text-sm font-semibold transition-colors hover:bg-ink-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent bg-ink-950 text-white hover:bg-ink-950',
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto bg-white shadow-2xl data-[state=open]:animate-dialog-in inset-0 h-dvh w-screen max-h-none translate-x-0 translate-y-0 rounded-none p-0 flex flex-col bg-white',
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto bg-white shadow-2xl data-[state=open]:animate-dialog-in w-[min(800px,calc(100vw-2rem))] h-[min(500px,calc(100dvh-2rem))] rounded-lg bg-black p-0',
  'focus-ring inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:shrink-0 bg-brand-500 text-ink-950 hover:bg-brand-400 active:bg-brand-600 h-9 px-3 text-sm px-8',
  'sticky top-0 z-40 transition-colors duration-300 surface-dark bg-header-scrolled shadow-lg',
  'absolute inset-x-0 top-full flex max-h-[calc(100dvh-4rem)] flex-col gap-4 overflow-y-auto p-4 shadow-lg lg:contents',
  'flex flex-col gap-1 lg:flex-row lg:items-center lg:-mx-3',
  'relative hidden w-full max-w-lg lg:block',
  'size-4 transition-transform rotate-180',
  'cursor-pointer px-3 py-2 text-sm hover:bg-ink-50',
  'text-white whitespace-nowrap',
  'border-b border-ink-100 text-ink-900 text-2xl font-sans font-bold',
  'md:hover:!mt-2 hover:md:!mt-4 -mt-1 mt-3',
];

describe('cn', () => {
  it.each(CLASS_LISTS)('merges %s as tailwind-merge does', (classes) => {
    expect(cn(classes)).toBe(twMerge(classes));
  });

  it('lets the later utility of a group win, per variant', () => {
    expect(cn('px-4', 'px-2')).toBe('px-2');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('hover:bg-ink-100 bg-white', 'bg-black')).toBe('hover:bg-ink-100 bg-black');
    expect(cn('text-sm text-ink-700', 'text-white')).toBe('text-sm text-white');
  });

  it('keeps classes it does not know rather than drop one', () => {
    expect(cn('focus-ring surface-dark', 'animate-spin', false, null)).toBe(
      'focus-ring surface-dark animate-spin',
    );
    expect(cn('bg-cover bg-ink-50', 'bg-center')).toBe('bg-cover bg-ink-50 bg-center');
  });
});
