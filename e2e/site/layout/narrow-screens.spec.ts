import { expect, test } from '@playwright/test';
import {
  arrowsOverSlides,
  DESKTOP,
  isTextBroken,
  LAYOUT_PAGES,
  PHONE,
  scrollThrough,
} from '../../fixtures/layout.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

/*
 * Layout on phones and in French, where labels run longer than in English (issue 8, defect 10).
 */

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const EDITIONS = ['uk', 'fr'] as const;

test('the mobile header is one 64 px row in every language, its menu button named in full', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const names = {
    uk: { open: 'Open menu', close: 'Close menu' },
    fr: { open: 'Ouvrir le menu', close: 'Fermer le menu' },
  };
  for (const edition of EDITIONS) {
    await gotoHydrated(page, editionUrl(edition));
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height, edition).toBe(64);
    await header.getByRole('button', { name: names[edition].open, exact: true }).click();
    const close = header.getByRole('button', { name: names[edition].close, exact: true });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    expect((await header.boundingBox())?.height, `${edition}, menu open`).toBe(64);
  }
});

test('footer phone numbers and support hours never break across lines', async ({ page }) => {
  for (const edition of EDITIONS) {
    for (const width of [PHONE.width, 1024, 1180, DESKTOP.width]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, editionUrl(edition));
      const footer = page.getByRole('contentinfo');
      for (const text of [
        '07:30-17:30',
        '+44 (0)161 496 0730',
        '+353 (0)20 913 0192',
        '+44 (0)161 496 0731',
      ]) {
        const broken = await isTextBroken(footer, text);
        expect(broken, `${edition} at ${width} px: ${text} is in the footer`).not.toEqual([]);
        expect(broken, `${edition} at ${width} px: ${text} on one line`).not.toContain(true);
      }
      const overflow = await footer.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `${edition} at ${width} px: footer wider than the page`).toBe(0);
    }
  }
});

test('the phone pagination fits on one line', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const edition of EDITIONS) {
    await gotoHydrated(page, editionUrl(edition) + LAYOUT_PAGES[edition].listing);
    const items = page.getByRole('navigation', { name: 'Pagination' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const tops = await items.evaluateAll((lis) =>
      lis
        .filter((li) => li.getBoundingClientRect().width > 0)
        .map((li) => Math.round(li.getBoundingClientRect().top)),
    );
    expect(tops.length, edition).toBeGreaterThanOrEqual(7); // first, previous, 3 pages, next, last
    expect(new Set(tops).size, `${edition}: pagination rows`).toBe(1);
  }
});

test('carousel arrows stay clear of the first and last cards', async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const edition of EDITIONS) {
      for (const path of [LAYOUT_PAGES[edition].home, LAYOUT_PAGES[edition].detail]) {
        await gotoHydrated(page, editionUrl(edition) + path);
        await scrollThrough(page);
        // Every carousel but the home hero, whose arrows sit over its full-bleed pictures.
        const carousels = page.locator(
          ':not([data-current-slide]) > section[aria-roledescription]',
        );
        expect(await carousels.count(), `${edition}${path}`).toBeGreaterThan(0);
        expect(await arrowsOverSlides(page), `${edition}${path} at ${viewport.width} px`).toEqual(
          [],
        );
        // The last slides too: move each card carousel to its end and look again.
        for (const next of await carousels
          .getByRole('button', { name: /^(Next slide|Diapositive suivante)$/ })
          .all()) {
          if (await next.isHidden()) continue;
          for (let step = 0; step < 6 && (await next.isEnabled()); step++) await next.click();
        }
        await page.waitForTimeout(600); // the slide animation (500 ms)
        expect(
          await arrowsOverSlides(page),
          `${edition}${path} at ${viewport.width} px, moved on`,
        ).toEqual([]);
      }
    }
  }
});
