import type { ResultOf } from '@lumen/content-client/graphql';
import type {
  CountryFields,
  FooterFields,
  MenuFields,
  SearchHeaderFields,
} from '@lumen/content-client/operations/layout';
import type { CountryId, Locale } from '@lumen/i18n';

/*
 * The shapes the header and footer render: spec public-site §3 (Menu, Footer, Country,
 * search header), as the content client's layout fragments type them. Media fields are
 * `/media/...` paths, served on this origin through the gateway.
 */

export type Menu = ResultOf<typeof MenuFields>;
export type SubMenu = Menu['sub_menus'][number];
export type ChildMenu = SubMenu['child_menus'][number];
export type SearchHeader = ResultOf<typeof SearchHeaderFields>;
export type Footer = ResultOf<typeof FooterFields>;

/** A country selector entry, its id and language checked against the ones the site knows. */
export type Country = Omit<ResultOf<typeof CountryFields>, 'countryId' | 'lang'> & {
  countryId: CountryId;
  lang: Locale;
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
