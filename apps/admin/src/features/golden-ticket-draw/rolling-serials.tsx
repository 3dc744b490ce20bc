import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@lumen/ui-kit/use-prefers-reduced-motion';

const VISIBLE = 5;
const STEP_MS = 80;

/**
 * The rolling list of spec §4: presentation only, the winner is already recorded. Hidden
 * from assistive technology (a status line says what happens); still with reduced motion.
 */
export function RollingSerials({ serials, rolling }: { serials: string[]; rolling: boolean }) {
  const reduced = usePrefersReducedMotion();
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (!rolling || reduced || serials.length === 0) return;
    const timer = setInterval(() => setOffset((o) => (o + 1) % serials.length), STEP_MS);
    return () => clearInterval(timer);
  }, [rolling, reduced, serials.length]);
  const shown = Array.from(
    { length: Math.min(VISIBLE, serials.length) },
    (_, i) => serials[(offset + i) % serials.length],
  );
  return (
    <ul
      aria-hidden="true"
      className="h-52 overflow-hidden rounded-md border border-ink-200 bg-white font-mono text-lg"
      data-testid="rolling-serials"
    >
      {shown.map((serial, i) => (
        <li
          key={`${offset}-${i}`}
          className={
            'flex h-10 items-center justify-center ' +
            (i === Math.floor(VISIBLE / 2) ? 'bg-brand-50 font-bold text-ink-950' : 'text-ink-600')
          }
        >
          {serial}
        </li>
      ))}
    </ul>
  );
}
