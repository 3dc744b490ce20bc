// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Menu } from '../types.ts';
import { Header, type HeaderProps } from './header.tsx';

const menus: Menu[] = [
  {
    id: 'products',
    menuName: 'Products',
    url: null,
    class: null,
    orderId: 1,
    image: null,
    imageTitle: null,
    imageSubTitle: null,
    imageSubTitleLink: null,
    sub_menus: [
      {
        submenuName: 'Downlights',
        url: 'downlights',
        heading: null,
        class: null,
        submenuOrder: 1,
        child_menus: [
          { childmenuName: 'Fire Rated', url: null, externalLink: null, childmenuOrder: 1 },
        ],
      },
    ],
  },
  {
    id: 'shop',
    menuName: 'Trade shop',
    url: 'https://shop.example.com',
    class: null,
    orderId: 2,
    image: null,
    imageTitle: null,
    imageSubTitle: null,
    imageSubTitleLink: null,
    sub_menus: [],
  },
];

function renderHeader(props: Partial<HeaderProps> = {}) {
  const all: HeaderProps = {
    variant: 'dark',
    menus,
    countries: [],
    language: 'en',
    countryId: 1,
    onCountryChange: () => {},
    ...props,
  };
  const Stub = createRoutesStub([
    { path: '/', Component: () => <Header {...all} /> },
    { path: '/contact', Component: () => <Header {...all} /> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('Header', () => {
  afterEach(cleanup);

  it('renders with no content at all', () => {
    renderHeader({ menus: [], countries: [] });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
  });

  it('applies the menu link rules', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: /Products/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Downlights' }).getAttribute('href')).toBe(
      '/select-range?category=Downlights&categorySlug=downlights',
    );
    expect(screen.getByRole('link', { name: 'Fire Rated' }).getAttribute('href')).toBe(
      '/products?name=Fire+Rated',
    );
    const shop = screen.getByRole('link', { name: /Trade shop/ });
    expect(shop.getAttribute('target')).toBe('_blank');
    expect(shop.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('closes a sub menu with Escape and gives focus back to its button', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: /Products/ });
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Downlights' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes the mobile menu on route change', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(
      (await screen.findByRole('button', { name: 'Open menu' })).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('shows the login button for English only', () => {
    renderHeader({ customerAccountUrl: 'https://account.example.com' });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      'https://account.example.com',
    );
    cleanup();
    renderHeader({ customerAccountUrl: 'https://account.example.com', language: 'fr' });
    expect(screen.queryByRole('link', { name: /Login|Connexion/ })).toBeNull();
  });

  it('hands the chosen country to its handler', () => {
    const onCountryChange = vi.fn();
    renderHeader({
      onCountryChange,
      countries: [
        { countryId: 1, name: 'United Kingdom', lang: 'en-GB', flag: null },
        { countryId: 3, name: 'France', lang: 'fr-FR', flag: null },
      ],
    });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '3' } });
    expect(onCountryChange).toHaveBeenCalledWith(expect.objectContaining({ countryId: 3 }));
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
  });
});
