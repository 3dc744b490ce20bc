/**
 * Flipbook arithmetic (pure, so it is unit-tested and shared by the viewer and the bench).
 * Pages are numbered from 1. On wide screens a book opens like a printed one: the cover
 * alone on the right, then spreads of an even left page and the odd page after it (2–3,
 * 4–5, …), the last page alone when the count is even. On narrow screens one page shows.
 */

export type FlipbookMode = 'spread' | 'single';

/** A `?page=` value as a page of the book: missing, junk or out of range reads as the nearest page. */
export function pageFromParam(value: string | null | undefined, pageCount: number): number {
  const n = value && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : 1;
  return clampPage(n, pageCount);
}

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.trunc(page), 1), Math.max(pageCount, 1));
}

/** The pages in view when `page` is asked for. */
export function pagesInView(page: number, pageCount: number, mode: FlipbookMode): number[] {
  const p = clampPage(page, pageCount);
  if (mode === 'single' || p === 1) return [p];
  const left = p % 2 === 0 ? p : p - 1;
  return left + 1 <= pageCount ? [left, left + 1] : [left];
}

/** The first page of the view after the one showing `page`, or null at the end. */
export function nextPage(page: number, pageCount: number, mode: FlipbookMode): number | null {
  const view = pagesInView(page, pageCount, mode);
  const next = view[view.length - 1]! + 1;
  return next <= pageCount ? next : null;
}

/** The first page of the view before the one showing `page`, or null at the start. */
export function previousPage(page: number, pageCount: number, mode: FlipbookMode): number | null {
  const first = pagesInView(page, pageCount, mode)[0]!;
  if (first <= 1) return null;
  return pagesInView(first - 1, pageCount, mode)[0]!;
}

/** The first page of the last view. */
export function lastPage(pageCount: number, mode: FlipbookMode): number {
  return pagesInView(pageCount, pageCount, mode)[0]!;
}

/** A page's image: the template's `{page}` as a 3-digit number (`…-007.webp`). */
export function pageImageUrl(template: string, page: number): string {
  return template.replace('{page}', String(page).padStart(3, '0'));
}

/** Zoom steps: the page fits the viewer at 1. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
