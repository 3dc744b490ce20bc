// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLink } from '#src/components/app-link.tsx';
import { isCampaignPath } from '#src/config/paths.ts';
import { OwnPathsProvider } from '#src/lib/own-paths.tsx';
import { renderInApp } from '#src/testing/render.tsx';

// React Router marks the links its router handles with data-discover; plain anchors have none.
const isRouterLink = (name: string) =>
  screen.getByRole('link', { name }).hasAttribute('data-discover');

const links = () => (
  <>
    <AppLink href="/contact">Contact</AppLink>
    <AppLink href="/goldenticket/winners">Winners</AppLink>
    <AppLink href="https://example.com/" isExternal>
      Elsewhere
    </AppLink>
  </>
);

describe('AppLink', () => {
  afterEach(cleanup);

  it('in the site, routes site pages and loads campaign pages as documents', () => {
    renderInApp(links);
    expect(isRouterLink('Contact')).toBe(true);
    expect(isRouterLink('Winners')).toBe(false);
    expect(screen.getByRole('link', { name: /Elsewhere/ }).getAttribute('target')).toBe('_blank');
  });

  it('in the campaigns app, routes campaign pages and loads site pages as documents', () => {
    renderInApp(() => <OwnPathsProvider isOwnPath={isCampaignPath}>{links()}</OwnPathsProvider>);
    expect(isRouterLink('Contact')).toBe(false);
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(isRouterLink('Winners')).toBe(true);
  });
});
