import { useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '#src/components/app-link.tsx';
import type { Menu } from '../types.ts';
import {
  childMenuLink,
  sortChildMenus,
  sortMenus,
  sortSubMenus,
  subMenuLink,
  topMenuLink,
} from '../utils/menu-links.ts';

type MainMenuProps = {
  menus: Menu[];
  labels: { showSubmenu: (name: string) => string; opensInNewTab: string };
};

/**
 * The main menu: entries with sub menus are disclosure buttons (Enter/Space open, Escape
 * closes and returns focus), the others plain links. An open panel closes on navigation
 * because it is remembered against the location it was opened at.
 */
export function MainMenu({ menus, labels }: MainMenuProps) {
  const location = useLocation();
  const baseId = useId();
  const [open, setOpen] = useState<{ id: string; at: string } | null>(null);
  const openId = open?.at === location.key ? open.id : null;
  const sorted = sortMenus(menus);
  const firstId = sorted[0]?.id;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, menuId: string) => {
    if (e.key === 'Escape' && openId === menuId) {
      setOpen(null);
      document.getElementById(`${baseId}-${menuId}-button`)?.focus();
    }
  };

  if (sorted.length === 0) return null;

  return (
    <ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-2">
      {sorted.map((menu) => {
        const link = topMenuLink(menu);
        const subs = sortSubMenus(menu.sub_menus);
        if (subs.length === 0) {
          return link ? (
            <li key={menu.id}>
              <AppLink
                href={link.href}
                isExternal={link.isExternal}
                newTabLabel={labels.opensInNewTab}
                className="block rounded px-3 py-2 hover:text-brand-300"
              >
                {menu.menuName}
              </AppLink>
            </li>
          ) : null;
        }
        const isOpen = openId === menu.id;
        const panelId = `${baseId}-${menu.id}-panel`;
        return (
          <li key={menu.id} className="relative" onKeyDown={(e) => onKeyDown(e, menu.id)}>
            <button
              type="button"
              id={`${baseId}-${menu.id}-button`}
              aria-expanded={isOpen}
              aria-controls={panelId}
              onClick={() => setOpen(isOpen ? null : { id: menu.id, at: location.key })}
              className="flex w-full items-center gap-1 rounded px-3 py-2 text-left hover:text-brand-300"
            >
              {menu.menuName}
              <span className="sr-only">{labels.showSubmenu(menu.menuName)}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className={`h-4 w-4 transition ${isOpen ? 'rotate-180' : ''}`}
              >
                <path
                  fill="currentColor"
                  d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
                />
              </svg>
            </button>
            <div
              id={panelId}
              hidden={!isOpen}
              className="z-40 grid gap-6 rounded bg-white p-6 text-ink-900 shadow-xl lg:absolute lg:left-0 lg:top-full lg:min-w-[36rem] lg:grid-cols-3"
            >
              {subs.map((sub) => {
                const subLink = subMenuLink(menu, sub);
                const children = sortChildMenus(sub.child_menus);
                return (
                  <div key={`${sub.submenuName}-${sub.submenuOrder ?? ''}`}>
                    {sub.heading ? (
                      <p className="mb-1 text-xs uppercase text-ink-500">{sub.heading}</p>
                    ) : null}
                    {subLink ? (
                      <AppLink
                        href={subLink.href}
                        isExternal={subLink.isExternal}
                        newTabLabel={labels.opensInNewTab}
                        className="font-semibold hover:underline"
                      >
                        {sub.submenuName}
                      </AppLink>
                    ) : (
                      <p className="font-semibold">{sub.submenuName}</p>
                    )}
                    {children.length > 0 ? (
                      <ul className="mt-2 space-y-1">
                        {children.map((child) => {
                          const childLink = childMenuLink(child, menu.id === firstId);
                          return childLink ? (
                            <li key={`${child.childmenuName}-${child.childmenuOrder ?? ''}`}>
                              <AppLink
                                href={childLink.href}
                                isExternal={childLink.isExternal}
                                newTabLabel={labels.opensInNewTab}
                                className="text-sm text-ink-700 hover:underline"
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
          </li>
        );
      })}
    </ul>
  );
}
