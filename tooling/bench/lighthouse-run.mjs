// One Lighthouse run in a fresh headless Chromium, as every bench here takes it: mobile
// defaults, simulated throttling (slow 4G), the CPU slowdown given (Lighthouse's 4× unless told).
// Chromium is /usr/bin/chromium (apt's; Playwright's download fails here) or CHROME_PATH.

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's default CPU slowdown on its mobile profile. */
export const DEFAULT_SLOWDOWN = 4;

/**
 * Lighthouse's result and artifacts for one run of `url`. `error` is set (and there is no
 * trace to read) when the page answered with an error or Chromium broke the run off.
 * @param {string} url
 * @param {{ slowdown?: number, categories: string[] }} options
 */
export async function runLighthouse(url, { slowdown = DEFAULT_SLOWDOWN, categories }) {
  const { default: lighthouse } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: categories,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
    });
    const error =
      lhr.runtimeError || !artifacts.Trace
        ? `${lhr.runtimeError?.code ?? 'no trace'}: ${lhr.runtimeError?.message ?? 'the run recorded no trace'}`
        : undefined;
    return { lhr, artifacts, error };
  } finally {
    await chrome.kill();
  }
}

/** The first paint as it happened on this machine (ms after navigation start); NaN if not seen. */
export function observedFirstPaint(lhr) {
  return lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN;
}
