// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '#src/testing/render.tsx';
import { HeaderSearch } from '#src/features/search/components/header-search.tsx';

const searchHeader = {
  searchTitle: 'Find the right light',
  closeButton: 'Close search',
  searchPlaceholder: 'Search by product name, range or part code',
  heroImage: '/media/content/search/search-hero.svg',
  alternativeText: 'A warehouse aisle',
  noDataText: 'No products match your search.',
};

describe('HeaderSearch', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ terms: ['AURA'] })),
    );
    renderInApp(() => (
      <HeaderSearch
        searchHeader={searchHeader}
        apiUrl="http://api.test"
        countryId={1}
        locale="en-GB"
      />
    ));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the full-screen dialog with the search header content and the results slot', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find the right light' });
    const box = screen.getAllByRole('combobox').at(-1)!;
    expect(box.getAttribute('placeholder')).toBe('Search by product name, range or part code');
    expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('A warehouse aisle');
    expect(dialog.querySelector('[data-slot="search-results"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Close search' })).toBeVisible();
  });

  it('searches from the header box, and closing clears the term', async () => {
    const header = screen.getByRole('combobox');
    fireEvent.change(header, { target: { value: 'titan' } });
    fireEvent.submit(header.closest('form')!);
    const dialog = await screen.findByRole('dialog');
    const results = dialog.querySelector('[data-slot="search-results"]');
    expect(results?.getAttribute('aria-label')).toBe('Results for "titan"');
    expect(results?.textContent).toBe('Searching...');
    const box = screen.getAllByRole('combobox').at(-1)! as HTMLInputElement;
    expect(box.value).toBe('titan');

    // Escape clears the dialog's box first, then closes the dialog.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('');
    expect(screen.getByRole('dialog')).toBeVisible();
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('');
  });
});
