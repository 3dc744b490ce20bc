import { createHash } from 'node:crypto';

const escapeHtml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The brand, as the site writes it in its header and titles (apps/site config/site.ts). */
const SITE_NAME = 'Lumen';

/** The site's wordmark icon (apps/site components/logo.tsx), inline: no request to an app. */
const LOGO_PATH =
  'M12 2a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2Zm-3 18h6v1a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-1Z';

// The site's theme (tooling/tailwind theme.css): ink, brand and font, dark header and footer.
const STYLE = [
  '*{box-sizing:border-box}',
  "body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#14181c;background:#fff;-webkit-font-smoothing:antialiased}",
  'header,footer{background:#14181c;color:#fff;padding:1rem 1.5rem}',
  '.logo{display:inline-flex;align-items:center;gap:.5rem;color:#fff;text-decoration:none;font-weight:600;font-size:1.25rem;letter-spacing:.025em;text-transform:uppercase}',
  '.logo svg{width:1.75rem;height:1.75rem;color:#f5a800}',
  '.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  'main{flex:1;display:flex;flex-direction:column;align-items:center;gap:1.5rem;max-width:42rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}',
  '.status{margin:0;font-size:4.5rem;line-height:1;font-weight:700;color:#8f6200}',
  'h1{margin:0;font-size:1.875rem;font-weight:600}',
  'p{margin:0;font-size:1.125rem;line-height:1.6;color:#3a4148}',
  '.actions{display:flex;flex-wrap:wrap;justify-content:center;gap:1rem}',
  '.button{display:inline-block;padding:.75rem 1.5rem;border-radius:.375rem;background:#14181c;color:#fff;font-weight:600;text-decoration:none}',
  '.button.primary{background:#f5a800;color:#14181c}',
  'a:focus-visible{outline:3px solid #f5a800;outline-offset:2px}',
  'footer p{font-size:.875rem;color:#d5d9dd}',
].join('');

/**
 * The policy of every page the gateway writes: its one style element by hash, nothing else
 * (no script, no image, no form), never framed. The logo is inline SVG, which needs none.
 */
export const GATEWAY_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

export type GatewayPage = {
  /** The `lang` of the page: the visitor's locale. */
  locale: string;
  status: number;
  title: string;
  message: string;
  /** The logo link's accessible name. */
  homeLinkLabel: string;
  homeLabel: string;
  /** A button that loads the address again; an origin-form path, never another host. */
  retry?: { href: string; label: string } | undefined;
};

/**
 * A self-contained page for when the gateway cannot show the site's own: the site's look
 * (a dark header with the logo, the status, the heading and the buttons of its error pages,
 * a footer) without assets, since the apps that serve them may be down.
 */
export function gatewayPage(page: GatewayPage): string {
  const retry = page.retry
    ? `<a class="button primary" href="${escapeHtml(page.retry.href)}">${escapeHtml(page.retry.label)}</a>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(page.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="theme-color" content="#14181c">
<title>${escapeHtml(page.title)} | ${SITE_NAME}</title>
<style>${STYLE}</style></head>
<body>
<header><a class="logo" href="/"><svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor"><path d="${LOGO_PATH}"/></svg><span>${SITE_NAME}</span><span class="sr">${escapeHtml(page.homeLinkLabel)}</span></a></header>
<main><p class="status" aria-hidden="true">${page.status}</p><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>
<p class="actions">${retry}<a class="button" href="/">${escapeHtml(page.homeLabel)}</a></p></main>
<footer><p>${SITE_NAME}</p></footer>
</body>
</html>
`;
}
