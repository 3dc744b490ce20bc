// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFittingPlaceholder } from '#src/features/search/hooks/use-fitting-placeholder.ts';

const LONG = 'Rechercher par nom de produit, gamme ou référence'; // 49 characters
const SHORT = 'Rechercher des produits'; // 23 characters
const CHAR_PX = 8; // the fake canvas measures 8 px a character

let resized: (() => void) | undefined;
let width = 0;

function Box({ candidates }: { candidates: string[] }) {
  const ref = useRef<HTMLInputElement>(null);
  const placeholder = useFittingPlaceholder(ref, candidates);
  return <input ref={ref} type="search" aria-label="box" placeholder={placeholder} />;
}

const shown = () => screen.getByRole('searchbox', { name: 'box' }).getAttribute('placeholder');

describe('useFittingPlaceholder', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        // A real observer reports the box's first size once it is laid out.
        observe() {
          resized?.();
        }
        disconnect() {}
      },
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      font: '',
      measureText: (text: string) => ({ width: text.length * CHAR_PX }),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  // Room for text: the width less the clear button's 20 px (no padding here).
  const roomFor = (text: string) => text.length * CHAR_PX + 20;

  it('shows the fuller text where it fits, the shorter one where it would be cut off', () => {
    width = roomFor(LONG);
    render(<Box candidates={[LONG, SHORT]} />);
    expect(shown()).toBe(LONG);

    width = roomFor(LONG) - 1;
    act(() => resized?.());
    expect(shown()).toBe(SHORT);

    width = 1000;
    act(() => resized?.());
    expect(shown()).toBe(LONG);
  });

  it('falls back to the last text when none fits, and waits while the box is hidden', () => {
    width = 0;
    render(<Box candidates={[LONG, SHORT]} />);
    expect(shown()).toBe(LONG); // as the server rendered it
    width = roomFor(SHORT) - 1;
    act(() => resized?.());
    expect(shown()).toBe(SHORT);
  });
});
