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
  test(`/our-story at ${width} px: every section, heritage by year`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const res = await gotoHydrated(page, '/our-story');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our story');
    for (const name of [
      'Who is Lumen?',
      'Our vision',
      'Our values',
      'What we offer',
      'Why choose us',
      'Our heritage',
      'The people behind Lumen',
    ])
      await expect(page.getByRole('heading', { level: 2, name })).toBeAttached();
    const years = await page
      .locator('[data-heritage-year]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-heritage-year'))));
    expect(years.length).toBeGreaterThanOrEqual(5);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    await expect(page.getByRole('link', { name: 'Ravi Mistry on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/ravi-mistry-lumen',
    );
    await expect(page.locator('link[rel=alternate][hreflang]')).toHaveCount(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoAxeViolations(page);
  });
}

test('/our-story: why-choose-us reasons expand by keyboard; French edition', async ({ page }) => {
  await gotoHydrated(page, '/our-story');
  const reason = page.getByRole('button', { name: 'Every batch tested' });
  await reason.focus();
  await page.keyboard.press('Enter');
  await expect(reason).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/We sample every incoming batch/)).toBeVisible();
  await gotoHydrated(page, `${editionUrl('fr')}/our-story`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre histoire');
  await expectNoAxeViolations(page);
});
