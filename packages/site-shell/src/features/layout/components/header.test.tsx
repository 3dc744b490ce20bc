// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countries, menus } from '#src/testing/fixtures.ts';
import { renderInApp } from '#src/testing/render.tsx';
import { Header, type HeaderProps } from '#src/features/layout/components/header.tsx';

function renderHeader(props: Partial<HeaderProps> = {}, language: 'en' | 'fr' = 'en') {
  const all: HeaderProps = {
    variant: 'dark',
    menus,
    countries,
    countryId: 1,
    customerAccountUrl: '/portal-login',
    onCountryChange: () => {},
    ...props,
  };
  return renderInApp(() => <Header {...all} />, { language });
}

describe('Header', () => {
  afterEach(cleanup);

  it('renders with no content at all', () => {
    renderHeader({ menus: [], countries: [] });
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: /Lumen/ }).getAttribute('href')).toBe('/');
  });

  it('shows the login button for English only', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/portal-login');
    cleanup();
    renderHeader({}, 'fr');
    expect(screen.queryByRole('link', { name: /Login|Connexion/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact' })).toBeVisible();
  });

  it('darkens after 100 px of scrolling', () => {
    renderHeader({ variant: 'light' });
    const header = screen.getByRole('banner');
    expect(header.dataset.scrolled).toBe('false');
    Object.defineProperty(window, 'scrollY', { value: 150, configurable: true });
    fireEvent.scroll(window);
    expect(header.dataset.scrolled).toBe('true');
    expect(header.className).toContain('bg-ink-100');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
  });

  it('opens the mobile menu and closes it on route change', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('Close menu');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.className).not.toContain('hidden ');
    fireEvent.click(within(panel).getByRole('link', { name: 'Contact' }));
    const reopened = await screen.findByRole('button', { name: 'Open menu' });
    expect(reopened.getAttribute('aria-expanded')).toBe('false');
  });

  describe('country selector', () => {
    // The selector is an island: its code arrives after the header's first render.
    it('lists countries with flags and hands the chosen one over', async () => {
      const onCountryChange = vi.fn();
      renderHeader({ onCountryChange });
      const button = await screen.findByRole('button', { name: /Country: United Kingdom/ });
      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const list = screen.getByRole('list', { name: 'Choose your country and language' });
      const options = within(list).getAllByRole('button');
      expect(options.map((o) => o.textContent)).toEqual(['United Kingdom', 'Ireland', 'France']);
      expect(options[0]!.getAttribute('aria-current')).toBe('true');
      expect(list.querySelectorAll('img')).toHaveLength(3); // a placeholder stands in for a missing flag
      fireEvent.click(options[2]!);
      expect(onCountryChange).toHaveBeenCalledWith(
        expect.objectContaining({ countryId: 3, lang: 'fr-FR' }),
      );
      expect(button.getAttribute('aria-expanded')).toBe('false');
    });

    it('works from the keyboard', async () => {
      renderHeader();
      const button = await screen.findByRole('button', { name: /Country: United Kingdom/ });
      button.focus();
      fireEvent.keyDown(button, { key: 'ArrowDown' });
      expect(document.activeElement?.textContent).toBe('United Kingdom');
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement?.textContent).toBe('Ireland');
      fireEvent.keyDown(document.activeElement!, { key: 'End' });
      expect(document.activeElement?.textContent).toBe('France');
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement?.textContent).toBe('United Kingdom');
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(button);
    });
  });
});

describe('Main menu', () => {
  afterEach(cleanup);

  const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
  // The menu is an island that hydrates when it shows: its code arrives after the header's
  // first render.
  async function renderMenu() {
    renderHeader();
    await within(nav()).findByRole('button', { name: 'Products' });
  }

  it('applies the link rules of spec §2', async () => {
    await renderMenu();
    const products = within(nav()).getByRole('button', { name: 'Products' });
    expect(products.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Downlights' }).getAttribute('href')).toBe(
      '/select-range?category=Downlights&categorySlug=downlights',
    );
    expect(screen.getByRole('link', { name: 'High Bays' }).getAttribute('href')).toBe(
      '/select-range?category=High+Bays&categorySlug=high-bays',
    );
    expect(screen.getByRole('link', { name: 'Fire Rated' }).getAttribute('href')).toBe(
      '/products?name=Fire+Rated',
    );

    fireEvent.click(within(nav()).getByRole('button', { name: 'Resources' }));
    expect(products.getAttribute('aria-expanded')).toBe('false'); // one panel at a time
    const etim = screen.getByRole('link', { name: /ETIM/ });
    expect(etim.getAttribute('target')).toBe('_blank');
    expect(etim.getAttribute('rel')).toBe('noopener noreferrer');
    expect(etim.textContent).toContain('(opens in a new tab)');
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('target')).toBeNull();
    expect(screen.getByText('Read and watch')).toBeVisible();

    const shop = within(nav()).getByRole('link', { name: /Trade shop/ });
    expect(shop.getAttribute('target')).toBe('_blank');
  });

  it('follows the disclosure menu keyboard pattern', async () => {
    await renderMenu();
    const products = within(nav()).getByRole('button', { name: 'Products' });
    const resources = within(nav()).getByRole('button', { name: 'Resources' });
    products.focus();

    fireEvent.keyDown(products, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(resources);
    fireEvent.keyDown(resources, { key: 'End' });
    expect(document.activeElement?.textContent).toContain('Trade shop');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(products); // wraps

    fireEvent.keyDown(products, { key: 'ArrowDown' });
    expect(products.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Downlights');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Fire Rated');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toContain('New: AURA'); // wraps to the last link

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(products.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(products);

    fireEvent.keyDown(resources, { key: 'ArrowUp' });
    expect(resources.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Golden Ticket');
  });

  it('closes a panel when focus leaves the menu, and on navigation', async () => {
    await renderMenu();
    const products = within(nav()).getByRole('button', { name: 'Products' });
    fireEvent.click(products);
    act(() => screen.getByRole('link', { name: 'Contact' }).focus());
    expect(products.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(products);
    fireEvent.click(screen.getByRole('link', { name: 'Fire Rated' }));
    const after = await within(
      await screen.findByRole('navigation', { name: 'Main navigation' }),
    ).findByRole('button', { name: 'Products' });
    expect(after.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves campaign pages to a full page load', async () => {
    await renderMenu();
    fireEvent.click(within(nav()).getByRole('button', { name: 'Resources' }));
    // A plain anchor: the site's router does not know the campaigns app's routes.
    const link = screen.getByRole('link', { name: 'Golden Ticket' });
    expect(link.getAttribute('href')).toBe('/goldenticket');
    expect(link.getAttribute('data-discover')).toBeNull();
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('data-discover')).toBe('true');
  });
});
