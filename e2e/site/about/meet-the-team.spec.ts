import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

// axe over a long page takes its time on a busy machine.
test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await blockThirdPartyScripts(page);
});

for (const width of [390, 1366]) {
  test(`/meet-the-team at ${width} px: a tab per team, member cards, the world map`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const res = await gotoHydrated(page, '/meet-the-team');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet the team');
    await expect(page.getByRole('tab')).toHaveText([
      'UK and Ireland',
      'France',
      'Australia',
      'New Zealand',
    ]);
    await expect(page.getByRole('img', { name: /world map/ })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('[data-team-member]')).toHaveCount(3);
    await expect(panel.getByRole('link', { name: /sarah\.okafor@/ })).toHaveAttribute(
      'href',
      'mailto:sarah.okafor@lumen-lighting.co.uk',
    );
    await expect(panel.getByRole('link', { name: /\+44 7700 900 214/ })).toHaveAttribute(
      'href',
      'tel:+447700900214',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoAxeViolations(page);
  });
}

test('/meet-the-team: arrow keys move between tabs; Australia is grouped by region', async ({
  page,
}) => {
  await gotoHydrated(page, '/meet-the-team');
  await page.getByRole('tab', { name: 'UK and Ireland' }).focus();
  // One key at a time: each press moves focus from the tab the previous one focused.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'France' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const australia = page.getByRole('tab', { name: 'Australia' });
  await expect(australia).toBeFocused();
  await expect(australia).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText([
    'New South Wales and ACT',
    'Victoria and Tasmania',
    'Queensland',
    'Western Australia',
  ]);
  await expectNoAxeViolations(page);
});

test('/meet-the-team: each Australasian edition opens on its own team; French labels', async ({
  page,
}) => {
  await gotoHydrated(page, `${editionUrl('au')}/meet-the-team`);
  await expect(page.getByRole('tab').first()).toHaveText('Australia');
  await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await gotoHydrated(page, `${editionUrl('nz')}/meet-the-team`);
  await expect(page.getByRole('tab').first()).toHaveText('New Zealand');
  await gotoHydrated(page, `${editionUrl('fr')}/meet-the-team`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre équipe');
  await page.getByRole('tab', { name: 'Australie' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toHaveText(
    'Nouvelle-Galles du Sud et ACT',
  );
  await expectNoAxeViolations(page);
});
