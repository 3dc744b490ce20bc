import { nameKey } from '@lumen/i18n';
import { paths } from '#src/config/paths.ts';
import type { ChildMenu, Menu, SubMenu } from '#src/features/layout/types.ts';

/** `isExternal`: opens in a new tab. `isDocument`: a page of another app (full navigation). */
export type MenuLink = { href: string; isExternal: boolean };

/** The menu whose entries are the main categories (spec §2 Header: "orderId 1"). */
export const CATEGORY_MENU_ORDER_ID = 1;

const isAbsoluteUrl = (url: string) => /^https?:\/\//i.test(url);

/** Menus in content order; the first is the category menu. */
export function sortMenus(menus: readonly Menu[]): Menu[] {
  return [...menus].sort((a, b) => a.orderId - b.orderId);
}

export function sortSubMenus(subs: readonly SubMenu[]): SubMenu[] {
  return [...subs].sort((a, b) => a.submenuOrder - b.submenuOrder);
}

export function sortChildMenus(children: readonly ChildMenu[]): ChildMenu[] {
  return [...children].sort((a, b) => a.childmenuOrder - b.childmenuOrder);
}

/** A top-level entry without sub menus is a plain link, when it has a url. */
export function topMenuLink(menu: Menu): MenuLink | null {
  if (!menu.url) return null;
  return { href: menu.url, isExternal: isAbsoluteUrl(menu.url) };
}

/**
 * Entries of the category menu (orderId 1) lead to the range selection of their category:
 * `/select-range?category={name}&categorySlug={key}`, the key being the category key content
 * gives (else the name's nameKey, as the API compares names). Other entries use their url.
 */
export function subMenuLink(menu: Menu, sub: SubMenu): MenuLink | null {
  if (menu.orderId === CATEGORY_MENU_ORDER_ID) {
    const key = sub.key?.trim() || nameKey(sub.submenuName);
    return {
      href: paths.selectRange.getHref({ category: sub.submenuName, categorySlug: key }),
      isExternal: false,
    };
  }
  if (!sub.url) return null;
  return { href: sub.url, isExternal: isAbsoluteUrl(sub.url) };
}

/**
 * Child links of the first menu go to the product listing by name (`/products?name=`);
 * others use their url, and those flagged external open in a new tab.
 */
export function childMenuLink(child: ChildMenu, isFirstMenu: boolean): MenuLink | null {
  if (isFirstMenu)
    return { href: paths.products.byName.getHref(child.childmenuName), isExternal: false };
  if (!child.url) return null;
  return { href: child.url, isExternal: child.externalLink || isAbsoluteUrl(child.url) };
}
