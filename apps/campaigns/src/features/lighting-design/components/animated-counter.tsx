import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '@lumen/i18n/numbers';
import { useLanguage } from '@lumen/site-shell/lib/i18n.tsx';
import { usePrefersReducedMotion } from '@lumen/ui-kit/use-prefers-reduced-motion';
import { VisuallyHidden } from '@lumen/ui-kit/visually-hidden';
import { counterValueAt } from '../utils/counter.ts';

/**
 * The lighting design counter (spec §9: 2000 ms). The server HTML shows the final value, so a
 * visitor without scripts, a search engine or one who asked for less motion sees the number
 * itself; the count runs once, when the counter first scrolls into view. Screen readers get
 * the final value only, never the moving digits.
 */
export function AnimatedCounter({
  value,
  suffix,
  label,
}: {
  value: number;
  suffix: string | null;
  label: string | null;
}) {
  const language = useLanguage();
  const isReducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (isReducedMotion || !element || typeof IntersectionObserver === 'undefined') {
      setShown(value);
      return;
    }
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const next = counterValueAt(now - start, value);
        setShown(next);
        if (next !== value) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, isReducedMotion]);

  const final = `${formatNumber(value, language)}${suffix ?? ''}`;
  return (
    <p ref={ref} className="flex flex-col items-center text-center">
      <span
        aria-hidden="true"
        className="text-5xl font-bold text-brand-700 tabular-nums md:text-6xl"
      >
        {formatNumber(shown, language)}
        {suffix}
      </span>
      <VisuallyHidden>{final}</VisuallyHidden>
      {label ? <span className="mt-2 text-lg text-ink-800">{label}</span> : null}
    </p>
  );
}
