import { paths } from '#src/config/paths.ts';
import type { ChildMenu, Menu, SubMenu } from '../types.ts';

export type MenuLink = { href: string; isExternal: boolean };

/** The menu whose entries are the main categories (spec §2 Header: "orderId 1"). */
export const CATEGORY_MENU_ORDER_ID = 1;

const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);

const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Menus sorted the way content orders them; the first is the category menu. */
export function sortMenus(menus: readonly Menu[]): Menu[] {
  return [...menus].sort((a, b) => a.orderId - b.orderId);
}

export function topMenuLink(menu: Menu): MenuLink | null {
  if (!menu.url) return null;
  return { href: menu.url, isExternal: isExternalUrl(menu.url) };
}

/**
 * Sub menu entries of the category menu lead to the range selection of that category
 * (`/select-range?category={name}&categorySlug={key}`); the key is the entry's url field when
 * content gives one, else its slugified name. Other entries use their own url.
 */
export function subMenuLink(menu: Menu, sub: SubMenu): MenuLink | null {
  if (menu.orderId === CATEGORY_MENU_ORDER_ID) {
    const key = sub.url?.replace(/^\/+|\/+$/g, '') || slugify(sub.submenuName);
    return {
      href: paths.selectRange.getHref({ category: sub.submenuName, categorySlug: key }),
      isExternal: false,
    };
  }
  if (!sub.url) return null;
  return { href: sub.url, isExternal: isExternalUrl(sub.url) };
}

/**
 * Child links of the first menu go to the product listing by name (`/products?name=`);
 * others use their url, and those flagged external open in a new tab.
 */
export function childMenuLink(child: ChildMenu, isFirstMenu: boolean): MenuLink | null {
  if (isFirstMenu)
    return { href: paths.products.byName.getHref(child.childmenuName), isExternal: false };
  if (!child.url) return null;
  return { href: child.url, isExternal: child.externalLink === true || isExternalUrl(child.url) };
}

export function sortSubMenus(subs: readonly SubMenu[]): SubMenu[] {
  return [...subs].sort((a, b) => (a.submenuOrder ?? 0) - (b.submenuOrder ?? 0));
}

export function sortChildMenus(children: readonly ChildMenu[]): ChildMenu[] {
  return [...children].sort((a, b) => (a.childmenuOrder ?? 0) - (b.childmenuOrder ?? 0));
}
