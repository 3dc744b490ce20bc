// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@lumen/site-shell/testing/render.tsx';
import { Countdown } from './countdown.tsx';

const NOW = Date.UTC(2027, 0, 27, 12, 0, 0);
const units = () =>
  Object.fromEntries(
    Array.from(document.querySelectorAll('[data-unit]')).map((u) => [
      u.getAttribute('data-unit'),
      u.firstElementChild?.textContent,
    ]),
  );

function renderCountdown(deadline: string, url: string | null = '/goldenticket') {
  return renderInApp(() => (
    <Countdown deadline={deadline} url={url} expiredText="Countdown expired!" />
  ));
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down every second to the deadline, linking to the promotion', () => {
    renderCountdown('2027-01-29T17:30:00Z');
    expect(screen.getByRole('timer', { name: 'Time left' })).toBeVisible();
    expect(units()).toEqual({ days: '02', hours: '05', minutes: '30', seconds: '00' });
    act(() => vi.advanceTimersByTime(1000));
    expect(units()).toEqual({ days: '02', hours: '05', minutes: '29', seconds: '59' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/goldenticket');
  });

  it("shows 'Countdown expired!' at zero", () => {
    renderCountdown(new Date(NOW + 2000).toISOString());
    expect(units().seconds).toBe('02');
    act(() => vi.advanceTimersByTime(1000));
    expect(units().seconds).toBe('01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('link').textContent).toBe('Countdown expired!');
  });

  it('shows nothing for a deadline it cannot read, and no link without a url', () => {
    const { container } = renderCountdown('not a date');
    expect(container.textContent).toBe('');
    cleanup();
    renderCountdown(new Date(NOW - 1000).toISOString(), null);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Countdown expired!')).toBeVisible();
  });
});
