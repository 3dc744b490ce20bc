// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@lumen/site-shell/testing/render.tsx';
import { PortalTabs } from './portal-tabs.tsx';

const tabs = (['Contractor', 'Wholesaler', 'Employee'] as const).map((key) => ({
  key,
  label: key,
  description: `${key} portal`,
  buttonText: `Go to the ${key.toLowerCase()} portal`,
  url: `https://${key.toLowerCase()}.example/`,
}));

describe('PortalTabs', () => {
  afterEach(cleanup);

  it('moves and selects with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderInApp(() => <PortalTabs tabs={tabs} />);
    const [contractor, wholesaler, employee] = await screen.findAllByRole('tab');
    expect(contractor?.getAttribute('aria-selected')).toBe('true');
    expect(wholesaler?.getAttribute('tabindex')).toBe('-1');
    await user.click(contractor!);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(wholesaler);
    expect(wholesaler?.getAttribute('aria-selected')).toBe('true');
    expect(contractor?.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').textContent).toContain('Wholesaler portal');
    await user.keyboard('{End}');
    expect(employee?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(contractor?.getAttribute('aria-selected')).toBe('true');
  });

  it('opens each portal in a new tab without an opener', async () => {
    renderInApp(() => <PortalTabs tabs={tabs} />);
    const link = await screen.findByRole('link', { name: /Go to the contractor portal/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('href')).toBe('https://contractor.example/');
  });
});
