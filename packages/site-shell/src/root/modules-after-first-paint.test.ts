// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startModulesAfterFirstPaint } from './modules-after-first-paint.ts';

const source = 'window.__started = true;';
const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (l) =>
    l.getAttribute('href'),
  );
const moduleScripts = () =>
  document.body.querySelectorAll<HTMLScriptElement>('script[type="module"]');

describe('startModulesAfterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('adds the preloads and the module script after a frame and the largest picture', () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/hero.jpg">';
    const hero = document.querySelector('img')!;
    Object.defineProperty(hero, 'complete', { value: false });
    startModulesAfterFirstPaint(['/a.js', '/b.js'], source, 3000, 1000);
    vi.advanceTimersByTime(10);
    expect(preloads()).toEqual([]);
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(preloads()).toEqual([]);
    hero.dispatchEvent(new Event('load'));
    expect(preloads()).toEqual(['/a.js', '/b.js']);
    expect(moduleScripts()).toHaveLength(1);
    expect(moduleScripts()[0]!.textContent).toBe(source);
    // Once only, though the timeouts still fire.
    vi.advanceTimersByTime(5000);
    expect(moduleScripts()).toHaveLength(1);
  });

  it('goes ahead without frames, and without the picture, after its waits', () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/hero.jpg">';
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    startModulesAfterFirstPaint(['/a.js'], source, 3000, 1000);
    vi.advanceTimersByTime(2999);
    expect(moduleScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(moduleScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(preloads()).toEqual(['/a.js']);
    expect(moduleScripts()).toHaveLength(1);
  });

  it('starts after the frame on a page with no marked picture', () => {
    startModulesAfterFirstPaint([], source, 3000, 1000);
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(moduleScripts()).toHaveLength(1);
  });

  it('gives what it adds the nonce of the page’s scripts, having no current script itself', () => {
    document.head.innerHTML = '<script nonce=""></script>';
    // As a browser keeps it once the attribute is hidden (happy-dom has no `nonce` property).
    Object.defineProperty(document.head.firstElementChild!, 'nonce', { value: 'n0nce' });
    startModulesAfterFirstPaint(['/a.js'], source, 3000, 1000);
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')!.nonce).toBe(
      'n0nce',
    );
    expect(moduleScripts()[0]!.nonce).toBe('n0nce');
  });
});
