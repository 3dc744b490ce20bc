import { expect, test } from '@playwright/test';
import { EDITIONS, fetchAsBrowser } from '../../fixtures/editions.ts';
import { blockThirdPartyScripts } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';
import { campaignPathStatus, isCampaignPath } from '../campaign-paths.ts';

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

for (const edition of EDITIONS) {
  test(`every main-menu link of the ${edition} edition leads to a page`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const origin = editionUrl(edition);
    await page.goto(`${origin}/`);
    const nav = page.getByRole('navigation', { name: /^(Main navigation|Navigation principale)$/ });
    await expect(nav).toBeAttached();
    // Every link, whether or not its panel is open: the hrefs the server rendered.
    const links = await nav.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: (a as HTMLAnchorElement).href,
        // Links the site's router handles; others are pages of other apps behind the gateway.
        sitePage: a.hasAttribute('data-discover'),
        newTab: a.getAttribute('target') === '_blank',
      })),
    );
    const categoryLinks = links.filter((l) => /\/(products|select-range)\b/.test(l.href));
    // Every category, sub category (the 32 /products?name= links) and featured range.
    expect(categoryLinks.length).toBeGreaterThan(40);
    expect(links.filter((l) => new URL(l.href).pathname === '/products')).toHaveLength(32);

    const own = links.filter((l) => new URL(l.href).origin === origin && l.sitePage);
    const unique = [...new Set(own.map((l) => l.href))];
    const failures: string[] = [];
    for (const href of unique) {
      const { pathname } = new URL(href);
      const res = await fetchAsBrowser(request, href);
      // Campaign pages come from the campaigns app; those it has no page for yet are its 404.
      const expected = isCampaignPath(pathname) ? campaignPathStatus(pathname) : 200;
      if (res.status !== expected)
        failures.push(`${res.status} (expected ${expected}) ${decodeURI(href)} → ${res.url}`);
    }
    expect(failures).toEqual([]);

    // Links off the site open in a new tab (and cannot be fetched from this machine).
    for (const link of links.filter((l) => new URL(l.href).origin !== origin))
      expect(link.newTab, link.href).toBe(true);
  });
}
