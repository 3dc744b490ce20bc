/*
 * Third-party scripts (marketing forms) are loaded on demand, once per page: a second
 * request for the same script shares the first one's outcome, and a script that failed is
 * not inserted again (it would fail again, and each attempt costs the visitor a request).
 */
const pending = new Map<string, Promise<void>>();

export const SCRIPT_TIMEOUT_MS = 15_000;

export function loadScriptOnce(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  let promise = pending.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      const timer = window.setTimeout(
        () => reject(new Error(`Timed out loading ${src}`)),
        timeoutMs,
      );
      script.addEventListener('load', () => {
        window.clearTimeout(timer);
        resolve();
      });
      script.addEventListener('error', () => {
        window.clearTimeout(timer);
        reject(new Error(`Could not load ${src}`));
      });
      document.head.append(script);
    });
    pending.set(src, promise);
  }
  return promise;
}

/** Forgets loaded scripts; for tests only. */
export function resetLoadedScripts(): void {
  pending.clear();
}
