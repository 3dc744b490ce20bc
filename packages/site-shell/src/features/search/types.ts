/** The search header content (spec §2 Product search overlay), as the layout query gives it. */
export type SearchHeaderContent = {
  searchTitle: string | null;
  closeButton: string | null;
  searchPlaceholder: string | null;
  heroImage: string | null;
  alternativeText: string | null;
  noDataText: string | null;
};
