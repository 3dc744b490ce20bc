/**
 * Sections of spec §2 whose pages the site does not have yet: their links answer the styled
 * 404 until then. The one list the menu-link test and the link crawl read; when a section is
 * built its entry leaves the list, and from then on its links must answer 200.
 */
export const NOT_BUILT_YET: string[] = [
  // Spec §2: "the canonical address of the careers about section"; the services menu links it.
  '/lighting-design',
];

export const notBuiltYet = (pathname: string) =>
  NOT_BUILT_YET.some((p) => pathname === p || pathname.startsWith(`${p}/`));
