import { describe, expect, it } from 'vitest';
import type { ChildMenu, Menu, SubMenu } from '#src/features/layout/types.ts';
import {
  childMenuLink,
  sortMenus,
  subMenuLink,
  topMenuLink,
} from '#src/features/layout/utils/menu-links.ts';

const menu = (over: Partial<Menu> = {}): Menu => ({
  id: 'm',
  menuName: 'Menu',
  url: null,
  class: null,
  orderId: 2,
  image: null,
  imageTitle: null,
  imageSubTitle: null,
  imageSubTitleLink: null,
  sub_menus: [],
  ...over,
});

const sub = (submenuName: string, over: Partial<SubMenu> = {}): SubMenu => ({
  id: submenuName,
  submenuName,
  url: null,
  heading: null,
  class: null,
  submenuOrder: 1,
  key: null,
  child_menus: [],
  ...over,
});

const child = (childmenuName: string, over: Partial<ChildMenu> = {}): ChildMenu => ({
  id: childmenuName,
  childmenuName,
  url: null,
  externalLink: false,
  childmenuOrder: 1,
  ...over,
});

describe('menu links', () => {
  it('sends sub menus of the orderId 1 menu to the range selection, keyed by category', () => {
    const products = menu({ orderId: 1 });
    expect(subMenuLink(products, sub('High Bays', { key: 'high-bays', url: '/ignored' }))).toEqual({
      href: '/select-range?category=High+Bays&categorySlug=high-bays',
      isExternal: false,
    });
    expect(subMenuLink(products, sub('Panels & Troffers'))?.href).toBe(
      '/select-range?category=Panels+%26+Troffers&categorySlug=panels-troffers',
    );
  });

  it('sends child links of the first menu to the listing by name', () => {
    const fire = child('Fire Rated', { url: '/ignored' });
    expect(childMenuLink(fire, true)).toEqual({
      href: '/products?name=Fire+Rated',
      isExternal: false,
    });
    expect(childMenuLink(fire, false)).toEqual({ href: '/ignored', isExternal: false });
  });

  it('marks flagged and absolute links as external', () => {
    expect(
      childMenuLink(child('Shop', { url: '/shop', externalLink: true }), false)?.isExternal,
    ).toBe(true);
    expect(topMenuLink(menu({ url: 'https://portal.example.com' }))?.isExternal).toBe(true);
    expect(subMenuLink(menu(), sub('About', { url: '/our-story' }))).toEqual({
      href: '/our-story',
      isExternal: false,
    });
    expect(topMenuLink(menu())).toBeNull();
  });

  it('orders menus by orderId', () => {
    expect(
      sortMenus([menu({ id: 'b', orderId: 3 }), menu({ id: 'a', orderId: 1 })]).map((m) => m.id),
    ).toEqual(['a', 'b']);
  });
});
