import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { nextFocusTarget } from '@lumen/site-shell/lib/roving-focus.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { cn } from '@lumen/ui-kit/cn';
import { VisuallyHidden } from '@lumen/ui-kit/visually-hidden';
import type { PortalLoginData } from '../api/get-portal-login.server.ts';

type PortalTab = PortalLoginData['tabs'][number];

/**
 * The portal tabs, as the ARIA tabs pattern with automatic activation: arrow keys (and Home,
 * End) move between tabs and select them, only the selected tab is in the Tab order, and
 * every panel is in the server HTML. Hand-written on the shell's roving focus rather than the
 * ui-kit's Radix Tabs, whose ~13 KB took this page over its 150 KB JS budget.
 */
export function PortalTabs({ tabs }: { tabs: readonly PortalTab[] }) {
  const t = useTranslator();
  const id = useId();
  const [selected, setSelected] = useState(tabs[0]?.key);
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>('[role=tab]') ?? [])];
    const target = nextFocusTarget(items, document.activeElement, event.key, {
      next: ['ArrowRight', 'ArrowDown'],
      previous: ['ArrowLeft', 'ArrowUp'],
    });
    if (!target) return;
    event.preventDefault();
    target.focus();
    setSelected(target.dataset.key as PortalTab['key']);
  };

  return (
    <>
      <div
        ref={list}
        role="tablist"
        aria-label={t('landing.portalTypes')}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-ink-200"
      >
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              data-key={tab.key}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.key)}
              className={cn(
                'focus-ring -mb-px shrink-0 border-b-2 px-4 py-3 font-semibold whitespace-nowrap',
                isSelected
                  ? 'border-brand-500 text-ink-950'
                  : 'border-transparent text-ink-700 hover:text-ink-950',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={0}
          className="focus-ring pt-6"
        >
          {tab.description ? <p className="text-lg text-ink-800">{tab.description}</p> : null}
          <a
            href={tab.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClassName({ size: 'lg' })} mt-6`}
          >
            {tab.buttonText || tab.label}
            <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
          </a>
        </div>
      ))}
    </>
  );
}
