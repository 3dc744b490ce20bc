import { describe, expect, it } from 'vitest';
import type { Menu } from '../types.ts';
import { childMenuLink, sortMenus, subMenuLink, topMenuLink } from './menu-links.ts';

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

const sub = (submenuName: string, url: string | null = null) => ({
  submenuName,
  url,
  heading: null,
  class: null,
  submenuOrder: 1,
  child_menus: [],
});

describe('menu links', () => {
  it('sends sub menus of the orderId 1 menu to the range selection', () => {
    const products = menu({ orderId: 1 });
    expect(subMenuLink(products, sub('Downlights', '/downlights/'))).toEqual({
      href: '/select-range?category=Downlights&categorySlug=downlights',
      isExternal: false,
    });
    expect(subMenuLink(products, sub('Panels & Troffers'))?.href).toBe(
      '/select-range?category=Panels+%26+Troffers&categorySlug=panels-troffers',
    );
  });

  it('sends child links of the first menu to the listing by name', () => {
    const child = {
      childmenuName: 'Fire Rated',
      url: '/ignored',
      externalLink: false,
      childmenuOrder: 1,
    };
    expect(childMenuLink(child, true)).toEqual({
      href: '/products?name=Fire+Rated',
      isExternal: false,
    });
    expect(childMenuLink(child, false)).toEqual({ href: '/ignored', isExternal: false });
  });

  it('marks flagged and absolute links as external', () => {
    expect(
      childMenuLink(
        { childmenuName: 'Shop', url: '/shop', externalLink: true, childmenuOrder: 1 },
        false,
      )?.isExternal,
    ).toBe(true);
    expect(topMenuLink(menu({ url: 'https://portal.example.com' }))?.isExternal).toBe(true);
    expect(subMenuLink(menu(), sub('About', '/our-story'))).toEqual({
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
