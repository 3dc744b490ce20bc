import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * Whether a navigation only turned a flipbook's page: same path, and the query differs in
 * `page` alone. The viewers skip their loader then (the book is already loaded).
 */
export function isPageTurn({
  currentUrl,
  nextUrl,
  formMethod,
}: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'formMethod'>): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return false;
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('page');
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl);
}
