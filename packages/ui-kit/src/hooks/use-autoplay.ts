import { useEffect, useEffectEvent, useState } from 'react';

export type AutoplayOptions = {
  /** Milliseconds between ticks; undefined or 0 turns autoplay off. */
  interval: number | undefined;
  /** False while paused (hover, focus, the pause button, reduced motion). */
  isActive: boolean;
  onTick: () => void;
  /**
   * Changing this restarts the countdown, so a slide the visitor moved to by hand gets its
   * full interval instead of whatever was left of the previous one.
   */
  resetKey?: unknown;
};

/**
 * Calls `onTick` every `interval` ms while active. A timeout per cycle (not setInterval) so
 * pausing and resetting never leave a half-elapsed interval behind.
 */
export function useAutoplay({ interval, isActive, onTick, resetKey }: AutoplayOptions): void {
  const [cycle, setCycle] = useState(0);
  const tick = useEffectEvent(() => {
    onTick();
    setCycle((value) => value + 1);
  });

  useEffect(() => {
    if (!isActive || !interval || interval <= 0) return;
    const timer = setTimeout(tick, interval);
    return () => clearTimeout(timer);
  }, [interval, isActive, resetKey, cycle]);
}
