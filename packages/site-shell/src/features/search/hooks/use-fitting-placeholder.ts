import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Room a search field's clear button takes from its text: about 14 px in Chromium and a
 * little more in Safari; measured text must leave it free or the end is cut off.
 */
const CLEAR_BUTTON_ALLOWANCE_PX = 20;

/**
 * The first of `candidates` (longest and most helpful first) whose text fits the input's
 * text box without being cut off, else the last. Measured once the browser has laid the box
 * out, before it paints, and again whenever the box changes size, since content texts have any length and the box
 * shrinks on narrow screens. The server renders the first.
 */
export function useFittingPlaceholder(
  inputRef: RefObject<HTMLInputElement | null>,
  candidates: readonly string[],
): string {
  const [index, setIndex] = useState(0);
  const key = JSON.stringify(candidates);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const texts = JSON.parse(key) as string[];
    const context =
      input && typeof ResizeObserver !== 'undefined'
        ? document.createElement('canvas').getContext('2d')
        : null;
    if (!input || !context || texts.length < 2) return;
    let isMounted = true;
    const measure = () => {
      // Hidden (the header box on small screens): measured again when it shows.
      if (!isMounted || input.clientWidth === 0) return;
      const style = getComputedStyle(input);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
      const room =
        input.clientWidth - padding - (input.type === 'search' ? CLEAR_BUTTON_ALLOWANCE_PX : 0);
      const fitting = texts.findIndex((text) => context.measureText(text).width <= room);
      setIndex(fitting === -1 ? texts.length - 1 : fitting);
    };
    // Not measured here: reading the width would lay the page out in the middle of hydration.
    // The observer reports the box once the browser has laid it out, before it paints.
    const observer = new ResizeObserver(measure);
    observer.observe(input);
    // A web font arriving late changes every width.
    void document.fonts?.ready.then(measure);
    return () => {
      isMounted = false;
      observer.disconnect();
    };
  }, [inputRef, key]);

  return candidates[Math.min(index, candidates.length - 1)] ?? '';
}
