import { useEffect, useState, type RefObject } from 'react';

/**
 * Turns true the first time the element scrolls into view, and stays true: for content that
 * is loaded lazily and kept once loaded (the contact form). Browsers without
 * IntersectionObserver load it at once.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [isInView, setIsInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isInView) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = window.setTimeout(() => setIsInView(true));
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, isInView]);
  return isInView;
}
