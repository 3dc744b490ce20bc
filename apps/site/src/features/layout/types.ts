/*
 * The shapes the header and footer render, field for field from spec public-site §3 (Menu,
 * Footer, Country, search header). The content client's operation results are mapped onto
 * these in the layout loader, so the components never depend on the GraphQL documents.
 */

export type Media = { url: string; alternativeText?: string | null };

export type ChildMenu = {
  childmenuName: string;
  url: string | null;
  externalLink: boolean | null;
  childmenuOrder: number | null;
};

export type SubMenu = {
  submenuName: string;
  url: string | null;
  heading: string | null;
  class: string | null;
  submenuOrder: number | null;
  child_menus: ChildMenu[];
};

export type Menu = {
  id: string;
  menuName: string;
  url: string | null;
  class: string | null;
  orderId: number;
  image: Media | null;
  imageTitle: string | null;
  imageSubTitle: string | null;
  imageSubTitleLink: string | null;
  sub_menus: SubMenu[];
};

export type Country = { countryId: number; name: string; lang: string; flag: Media | null };

export type SearchHeader = {
  searchTitle: string | null;
  closeButton: string | null;
  searchPlaceholder: string | null;
  heroImage: Media | null;
  alternativeText: string | null;
  noDataText: string | null;
};

export type Footer = {
  newsletter: {
    title: string | null;
    subTitle: string | null;
    label: string | null;
    button: string | null;
  } | null;
  contactDetails: { orderId: number; title: string; value: string }[];
  addresses: { title: string; value: string; showTitle: boolean }[];
  socialMedia: { name: string; url: string; icon: Media | null; orderId: number }[];
  footerLinks: { footerName: string; link: string }[];
  legalLinks: { title: string; url: string; externalLink: boolean }[];
  awards: {
    title: string;
    logo: Media | null;
    url: string | null;
    certificateFile: Media | null;
  }[];
};

/** Everything the site chrome shows; each part may be empty and the chrome still renders. */
export type LayoutContent = {
  menus: Menu[];
  countries: Country[];
  searchHeader: SearchHeader | null;
  footer: Footer | null;
};

export const EMPTY_LAYOUT_CONTENT: LayoutContent = {
  menus: [],
  countries: [],
  searchHeader: null,
  footer: null,
};
