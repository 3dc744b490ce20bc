// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lumen/i18n/messages';
import { LanguageProvider } from '@lumen/site-shell/lib/i18n.tsx';
import type { ZiignaCombination } from '../api/get-ziigna-page.server.ts';
import { CombinationPanels } from './combination-panels.tsx';

const COMBINATIONS: ZiignaCombination[] = [
  {
    id: 'standalone',
    title: 'Standalone luminaire',
    description: 'One module.\n\nLonger? Build a [continuous run](#combination-continuous-run).',
    summary: 'One module.',
  },
  {
    id: 'continuous-run',
    title: 'Continuous run',
    description:
      'Modules in a line. Or [one module](/ziigna-linear-lighting#combination-standalone).',
    summary: 'Modules in a line.',
  },
  { id: 'suspended', title: 'Suspended', description: 'On wires.', summary: 'On wires.' },
];

function Hash() {
  return <output aria-label="address">{useLocation().hash}</output>;
}

function renderPanels(entry = '/ziigna-linear-lighting') {
  const Stub = createRoutesStub([
    {
      path: '/ziigna-linear-lighting',
      Component: () => (
        <LanguageProvider language="en" messages={MESSAGES.en}>
          <a href="#combination-suspended">see suspended</a>
          <a href="#main">skip</a>
          <CombinationPanels combinations={COMBINATIONS} />
          <Hash />
        </LanguageProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return userEvent.setup();
}

const button = (name: string) => screen.getByRole('button', { name });
const isExpanded = (name: string) => button(name).getAttribute('aria-expanded') === 'true';
const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const scrolled: string[] = [];

describe('CombinationPanels', () => {
  beforeEach(() => {
    scrolled.length = 0;
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is a list of closed disclosures: a button with aria-expanded controlling a named region', async () => {
    const user = renderPanels();
    const standalone = button('Standalone luminaire');
    expect(standalone.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(standalone.getAttribute('aria-controls')!)!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-labelledby')).toBe(standalone.id);
    expect(region.classList.contains('hidden')).toBe(true);
    await user.click(standalone);
    expect(standalone.getAttribute('aria-expanded')).toBe('true');
    expect(
      screen.getByRole('region', { name: 'Standalone luminaire' }).classList.contains('block'),
    ).toBe(true);
    // Several may be open; a second click closes.
    await user.click(button('Suspended'));
    expect(isExpanded('Standalone luminaire')).toBe(true);
    await user.click(standalone);
    expect(standalone.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the panel the address names, scrolls to it and focuses its button', () => {
    renderPanels('/ziigna-linear-lighting#combination-continuous-run');
    expect(isExpanded('Continuous run')).toBe(true);
    expect(isExpanded('Standalone luminaire')).toBe(false);
    expect(scrolled).toEqual(['combination-continuous-run']);
    expect(document.activeElement).toBe(button('Continuous run'));
  });

  it('ignores a fragment that names no combination', () => {
    renderPanels('/ziigna-linear-lighting#combination-ceiling');
    for (const c of COMBINATIONS) expect(isExpanded(c.title)).toBe(false);
    expect(scrolled).toEqual([]);
  });

  it('opens the matching panel from a link in another panel’s text, and records it in the address', async () => {
    const user = renderPanels();
    await user.click(button('Standalone luminaire'));
    await user.click(screen.getByRole('link', { name: 'continuous run' }));
    expect(isExpanded('Continuous run')).toBe(true);
    expect(document.activeElement).toBe(button('Continuous run'));
    expect(scrolled.at(-1)).toBe('combination-continuous-run');
    expect(address()).toBe('#combination-continuous-run');
    // A full address of this page works the same, and keeps the panel that was open.
    await user.click(screen.getByRole('link', { name: 'one module' }));
    expect(document.activeElement).toBe(button('Standalone luminaire'));
    expect(isExpanded('Continuous run')).toBe(true);
    // From anywhere on the page, the same link again reveals it again.
    await user.click(screen.getByRole('link', { name: 'see suspended' }));
    expect(isExpanded('Suspended')).toBe(true);
    scrolled.length = 0;
    await user.click(screen.getByRole('link', { name: 'see suspended' }));
    expect(scrolled).toEqual(['combination-suspended']);
  });

  it('leaves other fragments to the browser', async () => {
    const user = renderPanels();
    await user.click(screen.getByRole('link', { name: 'skip' }));
    for (const c of COMBINATIONS) expect(isExpanded(c.title)).toBe(false);
    expect(address()).toBe('');
  });
});
