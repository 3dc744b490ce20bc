// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CspNonceProvider } from '@lumen/ui-kit/csp-nonce';
import { footer } from '#src/testing/fixtures.ts';
import { renderInApp } from '#src/testing/render.tsx';
import { Footer, type FooterProps } from '#src/features/layout/components/footer.tsx';

function renderFooter(props: Partial<FooterProps> = {}, language: 'en' | 'fr' = 'en') {
  return renderInApp(() => <Footer footer={footer} countryId={1} {...props} />, { language });
}

describe('Footer', () => {
  afterEach(cleanup);

  it('always lists the support hours, the UK and Ireland numbers and the fax', () => {
    renderFooter({ footer: null });
    const support = screen.getByRole('region', { name: 'Customer support' });
    expect(support.textContent).toContain('Support hours 07:30-17:30');
    expect(
      within(support).getByRole('link', { name: '+44 (0)161 496 0730' }).getAttribute('href'),
    ).toBe('tel:+441614960730');
    expect(within(support).getByRole('link', { name: '+353 (0)20 913 0192' })).toBeVisible();
    expect(support.textContent).toContain('Fax+44 (0)161 496 0731');
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    renderFooter({ footer: null }, 'fr');
    expect(screen.getByRole('region', { name: 'Assistance clients' }).textContent).toContain(
      '07:30-17:30',
    );
  });

  it('renders the content: contacts in order without repeating a support number', () => {
    renderFooter();
    const contacts = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(contacts.slice(3)).toEqual(['+61 3 7010 4321', 'sales@example.com']);
    expect(screen.getByText('Head office')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/careers');
    expect(screen.getByText('© 2026 Lumen Lighting Ltd.')).toBeVisible();
  });

  it('links legal pages, social profiles and award certificates', () => {
    renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal).getByRole('link', { name: 'Privacy policy' }).getAttribute('target'),
    ).toBeNull();
    expect(
      within(legal)
        .getByRole('link', { name: /Modern slavery/ })
        .getAttribute('target'),
    ).toBe('_blank');

    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://linkedin.example', 'https://youtube.example']);

    const certificate = screen.getByRole('link', { name: /View certificate for ISO 9001/ });
    expect(certificate.getAttribute('href')).toBe('/media/certificates/iso.jpg');
    expect(certificate.getAttribute('target')).toBe('_blank');
    const award = screen.getByRole('link', { name: 'Design award' });
    expect(award.getAttribute('href')).toBe('/news/award');
    // The missing logo gets the placeholder picture.
    expect(award.querySelector('img')?.hasAttribute('data-placeholder')).toBe(true);
  });

  it('loads the support chat script for New Zealand only', () => {
    const url = 'https://chat.example.com/widget.js';
    renderFooter({ countryId: 1, supportChatScriptUrl: url });
    expect(document.querySelector(`script[src="${url}"]`)).toBeNull();
    cleanup();
    renderFooter({ countryId: 4, supportChatScriptUrl: url });
    expect(document.querySelector(`script[src="${url}"]`)).not.toBeNull();
  });

  it('gives the chat script the page’s CSP nonce, since it is written into the server HTML', () => {
    // Another address: React keeps script resources in <head> across renders.
    const url = 'https://chat.example.com/widget-with-nonce.js';
    renderInApp(() => (
      <CspNonceProvider nonce="page-nonce">
        <Footer footer={footer} countryId={4} supportChatScriptUrl={url} />
      </CspNonceProvider>
    ));
    expect(document.querySelector(`script[src="${url}"]`)?.getAttribute('nonce')).toBe(
      'page-nonce',
    );
  });
});
