// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Footer as FooterContent } from '../types.ts';
import { Footer, type FooterProps } from './footer.tsx';

const content: FooterContent = {
  newsletter: null,
  contactDetails: [
    { orderId: 2, title: 'Ireland', value: '+353 1 000 0000' },
    { orderId: 1, title: 'UK', value: '+44 20 0000 0000' },
  ],
  addresses: [{ title: 'Head office', value: '1 Example Road\nLondon', showTitle: true }],
  socialMedia: [{ name: 'LinkedIn', url: 'https://linkedin.example', icon: null, orderId: 1 }],
  footerLinks: [{ footerName: 'FAQ', link: '/faq' }],
  legalLinks: [{ title: 'Privacy policy', url: '/privacy-policy', externalLink: false }],
  awards: [
    { title: 'ISO 9001', logo: null, url: null, certificateFile: { url: '/media/iso.pdf' } },
  ],
};

function renderFooter(props: Partial<FooterProps>) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <Footer footer={null} language="en" countryId={1} {...props} /> },
  ]);
  return render(<Stub />);
}

describe('Footer', () => {
  afterEach(cleanup);

  it('renders the fixed support hours with no content', () => {
    renderFooter({ footer: null });
    expect(screen.getByText('Support hours 07:30–17:30')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders content in order, certificates opening in a new tab', () => {
    renderFooter({ footer: content });
    const numbers = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(numbers).toEqual(['+44 20 0000 0000', '+353 1 000 0000']);
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('link', { name: /ISO 9001/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Head office')).toBeTruthy();
  });

  it('loads the support chat script for New Zealand only', () => {
    const url = 'https://chat.example.com/widget.js';
    const { container } = renderFooter({ countryId: 1, supportChatScriptUrl: url });
    expect(container.ownerDocument.querySelector(`script[src="${url}"]`)).toBeNull();
    cleanup();
    renderFooter({ countryId: 4, supportChatScriptUrl: url });
    expect(document.querySelector(`script[src="${url}"]`)).not.toBeNull();
  });
});
