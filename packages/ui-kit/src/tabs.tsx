import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from './cn.ts';

/*
 * The WAI-ARIA tabs pattern, written out: Radix Tabs with its collection, roving-focus and
 * presence packages cost a product page 9 KB of gzip for what is a tablist, buttons and
 * panels (issue 9). Same API and markup as Radix's: `value`/`defaultValue`/`onValueChange`,
 * `data-state` on tabs and panels, `forceMount` keeping a hidden panel's content rendered.
 * Arrow keys move to the next or previous tab and select it (wrapping), Home and End to the
 * ends; only the selected tab is in the Tab order, then its panel.
 */

type TabsState = { base: string; value: string; select: (value: string) => void };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error(`<${part}> must be inside <Tabs>.`);
  return tabs;
}

const idOf = (base: string, part: 'trigger' | 'content', value: string) =>
  `${base}-${part}-${value.replace(/\s+/g, '-')}`;

export function Tabs({
  value,
  defaultValue = '',
  onValueChange,
  ...props
}: Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const base = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ base, value: current, select }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

type Overflow = { start: boolean; end: boolean };

const FADE = 'pointer-events-none absolute top-0 bottom-px w-10 from-white transition-opacity';

/**
 * A tab bar that scrolls sideways when its tabs do not fit (a phone), and says so: the edge
 * with more tabs beyond it fades out, tabs snap to the edge, and the tab that takes focus
 * (by keyboard or pointer) is scrolled fully into view. The fades are decoration; the tabs
 * themselves stay a plain tablist.
 */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const tabs = useTabs('TabsList');
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

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = MOVES[event.key];
    const list = ref.current;
    if (!step || !list || event.defaultPrevented) return;
    const all = [...list.querySelectorAll<HTMLButtonElement>('[role=tab]:not(:disabled)')];
    const index = all.findIndex((tab) => tab === document.activeElement);
    const next = all[step(Math.max(index, 0), all.length)];
    if (!next) return;
    event.preventDefault();
    next.focus();
    tabs.select(next.dataset.value ?? '');
  };

  return (
    <div
      className="relative"
      data-overflow-start={overflow.start ? '' : undefined}
      data-overflow-end={overflow.end ? '' : undefined}
    >
      <div
        ref={ref}
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        onKeyDown={move}
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

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.base, 'trigger', value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.base, 'content', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
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

export function TabsContent({
  value,
  forceMount,
  className,
  children,
  ...props
}: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  const present = selected || forceMount;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.base, 'content', value)}
      aria-labelledby={idOf(tabs.base, 'trigger', value)}
      data-state={selected ? 'active' : 'inactive'}
      hidden={!present}
      tabIndex={0}
      className={cn('focus-ring pt-6', className)}
      {...props}
    >
      {present && children}
    </div>
  );
}
