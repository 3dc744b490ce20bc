import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments, sortByOrder } from './content-store.ts';

type ChildMenu = { childmenuOrder?: number; externalLink?: boolean };
type SubMenu = { submenuOrder?: number; child_menus?: ChildMenu[] };
type Menu = { sub_menus?: SubMenu[] };

/**
 * The main menu in one statement. Sub menus and child menus come back in their order fields;
 * a regional document replaces a menu's sub_menus list whole, so the order is whatever that
 * locale's list says.
 */
export async function getMenus(db: Database, locale: Locale) {
  const menus = await listDocuments<Menu>(db, 'menus', locale);
  return menus.map((menu) => ({
    ...menu,
    sub_menus: sortByOrder(menu.sub_menus, 'submenuOrder').map((sub) => ({
      ...sub,
      child_menus: sortByOrder(sub.child_menus, 'childmenuOrder').map((child) => ({
        ...child,
        externalLink: child.externalLink === true,
      })),
    })),
  }));
}
