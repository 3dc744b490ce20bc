import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { cx } from '@lumen/ui-kit/cx';
import { Image } from '@lumen/ui-kit/image';
import { AppLink } from '#src/components/app-link.tsx';
import { useDismiss } from '#src/hooks/use-dismiss.ts';
import { nextFocusTarget } from '#src/lib/roving-focus.ts';
import type { Menu } from '#src/features/layout/types.ts';
import {
  childMenuLink,
  sortChildMenus,
  sortMenus,
  sortSubMenus,
  subMenuLink,
  topMenuLink,
} from '#src/features/layout/utils/menu-links.ts';

type MainMenuProps = { menus: Menu[]; className?: string };

const TOP_ITEM = 'data-menu-top';
const TOP_KEYS = { next: ['ArrowRight'], previous: ['ArrowLeft'] } as const;
const PANEL_KEYS = { next: ['ArrowDown'], previous: ['ArrowUp'] } as const;

/**
 * The main menu, following the WAI-ARIA disclosure navigation pattern: an entry with sub
 * menus is a button that shows its panel (Enter/Space toggle it, ArrowDown/ArrowUp open it
 * on its first/last link), Left/Right/Home/End move between the top entries, Up/Down/Home/End
 * between the links of an open panel, and Escape closes the panel and returns focus to its
 * button. A panel also closes when focus or a press goes elsewhere, and on navigation,
 * because it is remembered against the location it was opened at.
 */
export function MainMenu({ menus, className }: MainMenuProps) {
  const location = useLocation();
  const baseId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState<{ id: string; at: string } | null>(null);
  // Which link of a panel opened from the keyboard takes focus once it is shown.
  const focusOnOpenRef = useRef<'first' | 'last' | null>(null);
  const openId = open?.at === location.key ? open.id : null;
  const close = useCallback(() => setOpen(null), []);
  useDismiss(listRef, openId !== null, close);

  const buttonId = (menuId: string) => `${baseId}-${menuId}-button`;
  const panelId = (menuId: string) => `${baseId}-${menuId}-panel`;
  const panelLinks = (menuId: string) =>
    Array.from(document.getElementById(panelId(menuId))?.querySelectorAll('a') ?? []);

  useEffect(() => {
    const focus = focusOnOpenRef.current;
    focusOnOpenRef.current = null;
    if (!openId || !focus) return;
    const links = panelLinks(openId);
    (focus === 'first' ? links[0] : links.at(-1))?.focus();
    // panelLinks only reads the DOM this effect runs after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId, open]);

  const sorted = sortMenus(menus);
  if (sorted.length === 0) return null;
  const firstId = sorted[0]?.id;

  const openMenu = (menuId: string, focus: 'first' | 'last' | null = null) => {
    focusOnOpenRef.current = focus;
    setOpen({ id: menuId, at: location.key });
  };

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, menu: Menu, hasPanel: boolean) => {
    const tops = Array.from(listRef.current?.querySelectorAll<HTMLElement>(`[${TOP_ITEM}]`) ?? []);
    const target = nextFocusTarget(tops, event.currentTarget, event.key, TOP_KEYS);
    if (target) {
      event.preventDefault();
      target.focus();
      return;
    }
    if (hasPanel && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      openMenu(menu.id, event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && openId === menu.id) {
      event.preventDefault();
      setOpen(null);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>, menuId: string) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(null);
      document.getElementById(buttonId(menuId))?.focus();
      return;
    }
    const target = nextFocusTarget(
      panelLinks(menuId),
      document.activeElement,
      event.key,
      PANEL_KEYS,
    );
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  const topClass =
    'focus-ring flex w-full items-center justify-between gap-1 rounded-md px-3 py-2 text-left font-medium hover:text-brand-300 lg:w-auto';

  return (
    <ul ref={listRef} className={cx('flex flex-col gap-1 lg:flex-row lg:items-center', className)}>
      {sorted.map((menu) => {
        const subs = sortSubMenus(menu.sub_menus);
        if (subs.length === 0) {
          const link = topMenuLink(menu);
          return link ? (
            <li key={menu.id}>
              <AppLink
                href={link.href}
                isExternal={link.isExternal}
                className={topClass}
                {...{ [TOP_ITEM]: '' }}
                onKeyDown={(e) => onTopKeyDown(e, menu, false)}
              >
                {menu.menuName}
              </AppLink>
            </li>
          ) : null;
        }
        const isOpen = openId === menu.id;
        return (
          <li key={menu.id} className="lg:static">
            <button
              type="button"
              id={buttonId(menu.id)}
              aria-expanded={isOpen}
              aria-controls={panelId(menu.id)}
              {...{ [TOP_ITEM]: '' }}
              onClick={() => (isOpen ? setOpen(null) : openMenu(menu.id))}
              onKeyDown={(e) => onTopKeyDown(e, menu, true)}
              className={cx(topClass, isOpen && 'text-brand-300')}
            >
              {menu.menuName}
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className={cx('size-4 transition-transform', isOpen && 'rotate-180')}
              >
                <path
                  fill="currentColor"
                  d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
                />
              </svg>
            </button>
            <div
              id={panelId(menu.id)}
              hidden={!isOpen}
              onKeyDown={(e) => onPanelKeyDown(e, menu.id)}
              className="z-40 mt-1 rounded-md bg-white p-5 text-ink-900 shadow-xl lg:absolute lg:inset-x-4 lg:top-full lg:mt-0 lg:p-8"
            >
              <div className="mx-auto flex max-w-7xl flex-col gap-8 lg:flex-row">
                <div className="grid flex-1 gap-6 sm:grid-cols-2 xl:grid-cols-4">
                  {subs.map((sub) => {
                    const subLink = subMenuLink(menu, sub);
                    const children = sortChildMenus(sub.child_menus);
                    return (
                      <div key={sub.id}>
                        {sub.heading ? (
                          <p className="mb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase">
                            {sub.heading}
                          </p>
                        ) : null}
                        {subLink ? (
                          <AppLink
                            href={subLink.href}
                            isExternal={subLink.isExternal}
                            className="focus-ring rounded font-semibold hover:underline"
                          >
                            {sub.submenuName}
                          </AppLink>
                        ) : (
                          <p className="font-semibold">{sub.submenuName}</p>
                        )}
                        {children.length > 0 ? (
                          <ul className="mt-2 space-y-1.5">
                            {children.map((child) => {
                              const childLink = childMenuLink(child, menu.id === firstId);
                              return childLink ? (
                                <li key={child.id}>
                                  <AppLink
                                    href={childLink.href}
                                    isExternal={childLink.isExternal}
                                    className="focus-ring rounded text-sm text-ink-700 hover:text-ink-950 hover:underline"
                                  >
                                    {child.childmenuName}
                                  </AppLink>
                                </li>
                              ) : null;
                            })}
                          </ul>
                        ) : null}
                      </div>
                    );
                  })}
                </div>
                {menu.image ? <MenuFeature menu={menu} /> : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The picture beside a mega menu (image, imageTitle, imageSubTitle, imageSubTitleLink). */
function MenuFeature({ menu }: { menu: Menu }) {
  const text = (
    <>
      {menu.imageTitle ? <span className="block font-semibold">{menu.imageTitle}</span> : null}
      {menu.imageSubTitle ? (
        <span className="block text-sm text-ink-700">{menu.imageSubTitle}</span>
      ) : null}
    </>
  );
  return (
    <figure className="hidden w-72 shrink-0 lg:block">
      <Image
        src={menu.image}
        alt=""
        width={288}
        height={180}
        loading="lazy"
        className="h-44 w-72 rounded-md object-cover"
      />
      <figcaption className="mt-3">
        {menu.imageSubTitleLink ? (
          <AppLink
            href={menu.imageSubTitleLink}
            className="focus-ring block rounded hover:underline"
          >
            {text}
          </AppLink>
        ) : (
          text
        )}
      </figcaption>
    </figure>
  );
}
