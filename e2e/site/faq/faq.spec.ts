import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

// axe over a long page takes its time on a busy machine.
test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await blockThirdPartyScripts(page);
});

const sections = (page: Page) => page.locator('[data-faq-section]');

for (const width of [390, 1366]) {
  test(`/faq at ${width} px: banner, 5 categories, 30 questions, videos, FAQPage JSON-LD`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const res = await gotoHydrated(page, '/faq');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(sections(page)).toHaveCount(5);
    await expect(page.locator('[data-faq-section] button[aria-expanded]')).toHaveCount(30);
    await expect(page.getByRole('heading', { level: 2, name: 'How-to videos' })).toBeVisible();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as { '@type': string; mainEntity?: unknown[] },
    );
    expect(ld.find((d) => d['@type'] === 'FAQPage')?.mainEntity).toHaveLength(30);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/faq$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoAxeViolations(page);
  });
}

test('/faq: the accordion opens and closes by keyboard', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  const question = page.getByRole('button', { name: 'What is UGR and when does it matter?' });
  await expect(
    page.getByText('UGR (unified glare rating) measures discomfort glare.'),
  ).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText('UGR (unified glare rating) measures discomfort glare.'),
  ).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('/faq: categories multi-select, Clear all resets', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
  const emergency = page.getByRole('button', { name: 'Emergency lighting', exact: true });
  await emergency.focus();
  await page.keyboard.press('Enter');
  await expect(emergency).toHaveAttribute('aria-pressed', 'true');
  await expect(sections(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/faq\?category=emergency-lighting$/);
  await page.getByRole('button', { name: 'Products and specifications', exact: true }).click();
  await expect(sections(page)).toHaveCount(2);
  await expect(sections(page).first()).toHaveAttribute(
    'data-faq-section',
    'products-and-specifications',
  );
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(sections(page)).toHaveCount(5);
  await expect(page).toHaveURL(/\/faq$/);
  // A shared address keeps the choice.
  await gotoHydrated(page, '/faq?category=installation-and-wiring');
  await expect(sections(page)).toHaveCount(1);
});

test('/faq in French, and Australia answers by its own rules', async ({ page }) => {
  await gotoHydrated(page, `${editionUrl('fr')}/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
  await expect(
    page.getByRole('button', { name: 'Éclairage de sécurité', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await gotoHydrated(page, `${editionUrl('au')}/faq`);
  await page.getByRole('button', { name: 'Which wiring rules apply?' }).click();
  await expect(page.getByText(/install to AS\/NZS 3000/)).toBeVisible();
});

test('/faq with a bad category shows every question, never an error or the text', async ({
  page,
}) => {
  for (const bad of ['nope', '<script>alert(1)</script>', 'x'.repeat(1000), "' OR 1=1 --"]) {
    const res = await page.goto(`/faq?category=${encodeURIComponent(bad)}`);
    expect(res?.status(), bad).toBe(200);
    await expect(sections(page)).toHaveCount(5);
    expect(await page.content()).not.toContain('<script>alert(1)</script>');
  }
});
