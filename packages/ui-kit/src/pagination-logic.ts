/** Pages are numbered from 1 here; the product API counts from 0, so convert at the call. */

export function getTotalPages(totalElements: number, pageSize: number): number {
  if (!Number.isFinite(totalElements) || totalElements <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalElements / pageSize);
}

/**
 * The page to show: page 1 for anything invalid, and page 1 again when the total has dropped
 * below the current page (spec §4: "If total pages drop below the current page, jump to page 1").
 */
export function normalizePage(page: number, totalPages: number): number {
  if (!Number.isInteger(page) || page < 1) return 1;
  return page > Math.max(totalPages, 1) ? 1 : page;
}

/**
 * The page numbers to show as buttons: `size` consecutive pages with the current one centred,
 * slid inwards at either end so the count stays the same (the spec reads 3 or 5).
 */
export function getPageWindow(currentPage: number, totalPages: number, size = 5): number[] {
  if (totalPages <= 0 || size <= 0) return [];
  const count = Math.min(size, totalPages);
  const page = Math.min(Math.max(currentPage, 1), totalPages);
  const start = Math.min(Math.max(page - Math.floor((count - 1) / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

export type PaginationState = {
  canGoBack: boolean;
  canGoForward: boolean;
};

/** First and previous are off on page 1; next and last are off on the last page. */
export function getPaginationState(currentPage: number, totalPages: number): PaginationState {
  return { canGoBack: currentPage > 1, canGoForward: currentPage < totalPages };
}
