import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The page variants `pnpm bench:ab` compares (ADR 020, session 20). Each takes the server's
// HTML of one document and returns what the browser gets instead. They are experiments, not
// fixes: a variant that cuts Lighthouse's TBT says where a change would pay before anyone
// writes it. What is not HTML (scripts, styles, pictures) reaches the browser unchanged.

/** The element that starts at the first match of `start`, through its balanced closing tag. */
function cutElement(html, start, tag) {
  const match = start.exec(html);
  if (!match) return undefined;
  const tags = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  tags.lastIndex = match.index;
  let depth = 0;
  for (let t = tags.exec(html); t; t = tags.exec(html)) {
    depth += t[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(0, match.index) + html.slice(t.index + t[0].length);
  }
  return undefined;
}

/**
 * A `<style>` at the end of the head, with the page's CSP nonce: the site's policy refuses
 * inline styles without it (ADR 010), and a refused rule would make the variant the page.
 */
export function withStyle(css) {
  return (html) => {
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? '';
    return html.replace('</head>', `<style nonce="${nonce}">${css}</style></head>`);
  };
}

/** How `startModulesAfterFirstPaint` waits for the first frame, as the page sends it. */
const FIRST_FRAME_WAIT = 'requestAnimationFrame(() => setTimeout(go, 0))';

/**
 * The page with the start of the modules waiting as `wait` says instead. It throws when the
 * page no longer holds that wait, rather than make a "variant" that is the page itself.
 */
function withStart(wait) {
  return (html) => {
    if (!html.includes(FIRST_FRAME_WAIT))
      throw new Error(`The page no longer holds ${FIRST_FRAME_WAIT}: update ab-variants.mjs.`);
    return html.replace(FIRST_FRAME_WAIT, wait);
  };
}

/** Below the fold on a phone: the footer and, on a listing, the cards after the first two rows. */
const BELOW_FOLD = 'footer, [data-testid=listing-grid] > li:nth-child(n+5)';

const BUILD = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps/site/build/client');

export const VARIANTS = {
  'as-is': (html) => html,
  // What the server's HTML and CSS cost with no script at all (no hydration, no data).
  'no-js': (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''),
  // The bound on a smaller first frame: nothing below a phone's fold is laid out.
  'hide-below-fold': withStyle(`${BELOW_FOLD} { display: none !important }`),
  // The same elements left to Chromium's own skipping of what is off screen.
  'content-visibility-auto': withStyle(
    `${BELOW_FOLD} { content-visibility: auto; contain-intrinsic-size: auto 300px }`,
  ),
  // The stylesheet in the document instead of linked: no request before the first paint, and
  // no stylesheet for the document's inline scripts to wait for.
  'inline-css': (html) =>
    html.replace(
      /<link nonce="([^"]+)" rel="stylesheet" href="([^"]+)"\/>/g,
      (_, nonce, href) =>
        `<style nonce="${nonce}">${readFileSync(join(BUILD, href), 'utf8')}</style>`,
    ),
  // The page as it was before session 21: React Router's context and data scripts, and the
  // start of the modules, as classic scripts the parser stops at to wait for the stylesheet.
  'body-scripts-classic': (html) =>
    html.replace(/(<script nonce="[^"]+") type="module">/g, (_, open) => `${open}>`),
  // The start of the modules inside the first frame's animation callback, not in a task of
  // its own after it.
  'start-in-frame': withStart('requestAnimationFrame(go)'),
  // The start of the modules once the main thread is idle after the first frame.
  'start-when-idle': withStart(
    'requestAnimationFrame(() => setTimeout(() => requestIdleCallback(go), 0))',
  ),
  // The mega-menu panels out of the server's HTML (closed, and hidden on phones).
  'no-menu-panels': (html) => {
    for (let out = html; ;) {
      const next = cutElement(out, /<div id="[^"]*-panel" hidden=""/, 'div');
      if (next === undefined) return out;
      out = next;
    }
  },
};
