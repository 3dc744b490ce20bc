import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '@lumen/i18n/messages';

/** Spec §4, §8: 'Limit Exceeded' shows after a bad attachment and clears after 1.5 s. */
export const LIMIT_EXCEEDED_MS = 1500;

/**
 * The refused attachment's reason while 'Limit Exceeded' shows (null otherwise). The spec's
 * two words are what everyone sees; the reason (a fifth file, too large, wrong type) is
 * read to screen readers with them, and is what a sighted visitor learns from the hint.
 */
export function useLimitExceeded() {
  const [reason, setReason] = useState<MessageKey | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((key: MessageKey) => {
    clearTimeout(timer.current);
    setReason(key);
    timer.current = setTimeout(() => setReason(null), LIMIT_EXCEEDED_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { reason, show };
}
