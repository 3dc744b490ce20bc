import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from './cn.ts';

/** Radix Tabs: arrow keys move between tabs (Home and End to the ends), Tab moves into the panel. */
export const Tabs = TabsPrimitive.Root;

type Overflow = { start: boolean; end: boolean };

const FADE = 'pointer-events-none absolute top-0 bottom-px w-10 from-white transition-opacity';

/**
 * A tab bar that scrolls sideways when its tabs do not fit (a phone), and says so: the edge
 * with more tabs beyond it fades out, tabs snap to the edge, and the tab that takes focus
 * (by keyboard or pointer) is scrolled fully into view. The fades are decoration; the tabs
 * themselves stay a plain tablist.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      // Right-to-left scrolls to negative offsets; the magnitude is what matters.
      const scrolled = Math.abs(list.scrollLeft);
      const next = {
        start: scrolled > 1,
        end: scrolled + list.clientWidth < list.scrollWidth - 1,
      };
      setOverflow((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    const reveal = (event: Event) => {
      const tab = (event.target as Element).closest('[role=tab]');
      tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    list.addEventListener('focusin', reveal);
    list.addEventListener('click', reveal);
    const resize = new ResizeObserver(measure);
    resize.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      list.removeEventListener('focusin', reveal);
      list.removeEventListener('click', reveal);
      resize.disconnect();
    };
  }, []);

  return (
    <div
      className="relative"
      data-overflow-start={overflow.start ? '' : undefined}
      data-overflow-end={overflow.end ? '' : undefined}
    >
      <TabsPrimitive.List
        ref={ref}
        className={cn(
          'flex snap-x snap-proximity scroll-px-10 gap-1 overflow-x-auto overscroll-x-contain',
          'border-b border-ink-100 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
          className,
        )}
        {...props}
      />
      <span
        aria-hidden="true"
        data-fade="start"
        className={cn(FADE, 'start-0 bg-linear-to-r', overflow.start ? 'opacity-100' : 'opacity-0')}
      />
      <span
        aria-hidden="true"
        data-fade="end"
        className={cn(FADE, 'end-0 bg-linear-to-l', overflow.end ? 'opacity-100' : 'opacity-0')}
      />
    </div>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'focus-ring -mb-px shrink-0 snap-start border-b-2 border-transparent px-4 py-3 text-sm font-semibold whitespace-nowrap',
        'text-ink-500 transition-colors hover:text-ink-950',
        'data-[state=active]:border-brand-500 data-[state=active]:text-ink-950',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('focus-ring pt-6', className)} {...props} />;
}
