export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds left until a deadline; all zero once it passed. */
export function countdownParts(deadlineMs: number, nowMs: number): CountdownParts {
  const total = Math.max(0, Math.floor((deadlineMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export const isExpired = (deadlineMs: number, nowMs: number) => deadlineMs - nowMs <= 0;
