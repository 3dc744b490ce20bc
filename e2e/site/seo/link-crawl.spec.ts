import { expect, test } from '@playwright/test';
import { EDITIONS, fetchAsBrowser } from '../../fixtures/editions.ts';
import { editionUrl } from '../../ports.ts';
import { campaignPathStatus, isCampaignPath } from '../campaign-paths.ts';

/** Links from the home page, then from the pages those lead to (issue 10 point 6). */
const DEPTH = 2;
const CONCURRENCY = 3;

const decode = (href: string) =>
  href
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** Every same-origin link of a page's server HTML, absolute, without its fragment. */
function linksIn(html: string, pageUrl: string, origin: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = decode(m[1]!);
    if (!raw || raw.startsWith('#') || /^(mailto|tel|javascript):/i.test(raw)) continue;
    const url = new URL(raw, pageUrl);
    url.hash = '';
    if (url.origin === origin) out.add(url.toString());
  }
  return [...out];
}

for (const edition of EDITIONS) {
  test(`every link within two clicks of the ${edition} home page answers (no 404, no 500)`, async ({
    request,
  }) => {
    test.setTimeout(900_000);
    const origin = new URL(editionUrl(edition)).origin;
    const seen = new Map<string, string>(); // url → the page that linked it
    const failures: string[] = [];
    let frontier = [`${origin}/`];
    seen.set(frontier[0]!, '(start)');
    const checkedAt: number[] = []; // pages fetched at each depth
    for (let depth = 0; depth <= DEPTH && frontier.length; depth++) {
      checkedAt[depth] = frontier.length;
      const next: string[] = [];
      const queue = [...frontier];
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let url = queue.shift(); url; url = queue.shift()) {
            const { pathname } = new URL(url);
            const res = await fetchAsBrowser(request, url);
            const from = seen.get(url);
            // The campaigns app's pages, or its 404 for those of later increments; not crawled.
            if (isCampaignPath(pathname)) {
              if (res.status !== campaignPathStatus(pathname))
                failures.push(`${res.status} ${decodeURI(url)} (campaign page, from ${from})`);
              continue;
            }
            if (res.status === 404 || res.status >= 500) {
              failures.push(`${res.status} ${decodeURI(url)} (linked from ${from})`);
              continue;
            }
            if (depth === DEPTH || !res.contentType.includes('text/html')) continue;
            for (const link of linksIn(res.body, res.url, origin)) {
              if (seen.has(link)) continue;
              seen.set(link, url);
              next.push(link);
            }
          }
        }),
      );
      frontier = next;
    }
    // The crawl really went two clicks deep: pages the home page does not link were checked.
    test
      .info()
      .annotations.push({ type: 'pages checked per depth', description: checkedAt.join(', ') });
    expect(checkedAt[DEPTH] ?? 0, 'pages at depth 2').toBeGreaterThan(20);
    expect(seen.size, 'links found').toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });
}
