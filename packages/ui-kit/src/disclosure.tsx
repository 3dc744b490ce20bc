import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { ChevronDownIcon } from './icons.tsx';

export type DisclosureProps = {
  summary: ReactNode;
  children: ReactNode;
  /** Controlled when given (an accordion that keeps one item open passes it). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Wraps the button in a heading, as an accordion of questions should be. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
};

/**
 * A button that shows and hides a panel (FAQ answers, "read more", mobile tabs). The panel
 * stays in the HTML while closed, so its text is in the server render for search engines.
 */
export function Disclosure({
  summary,
  children,
  isOpen: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  headingLevel,
  className,
  buttonClassName,
  panelClassName,
}: DisclosureProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = controlledOpen ?? uncontrolledOpen;
  const id = useId();
  const panelId = `${id}-panel`;

  const toggle = () => {
    if (controlledOpen === undefined) setUncontrolledOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };

  const button = (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={panelId}
      onClick={toggle}
      className={cn(
        'focus-ring flex w-full items-center justify-between gap-4 py-4 text-left font-semibold text-ink-950',
        buttonClassName,
      )}
    >
      <span>{summary}</span>
      <ChevronDownIcon className={cn('shrink-0 transition-transform', isOpen && 'rotate-180')} />
    </button>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;

  return (
    <div className={cn('border-b border-ink-100', className)}>
      {Heading ? <Heading className="m-0">{button}</Heading> : button}
      <div id={panelId} hidden={!isOpen} className={cn('pb-4 text-ink-700', panelClassName)}>
        {children}
      </div>
    </div>
  );
}
