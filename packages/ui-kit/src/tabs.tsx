import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** Radix Tabs: arrow keys move between tabs, Tab moves into the panel. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex gap-1 overflow-x-auto border-b border-ink-100', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'focus-ring -mb-px shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-semibold whitespace-nowrap',
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
