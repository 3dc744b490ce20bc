import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

// axe over a long page takes its time on a busy machine.
test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await blockThirdPartyScripts(page);
});

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((all) => all.map((t) => JSON.parse(t) as Record<string, unknown>));

for (const width of [390, 1366]) {
  test(`an Internal vacancy at ${width} px: description, mailto apply, back, JobPosting`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const res = await gotoHydrated(
      page,
      '/careers/vacancy-details/?vacancy=internal-sales-executive',
    );
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Sales Executive');
    await expect(page.getByRole('heading', { level: 2, name: 'What you will do' })).toBeVisible();
    const apply = page.locator('[data-vacancy-apply="internal-sales-executive"]').first();
    await expect(apply).toHaveAttribute('href', /^mailto:careers@lumen-lighting\.co\.uk\?subject=/);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      /\/careers\/vacancy-details\/\?vacancy=internal-sales-executive$/,
    );
    await expect(page.locator('link[rel=alternate][hreflang]')).toHaveCount(5);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Internal Sales Executive',
    );
    const ld = await jsonLd(page);
    const job = ld.find((d) => d['@type'] === 'JobPosting')!;
    expect(job).toMatchObject({
      title: 'Internal Sales Executive',
      datePosted: '2026-10-05',
      employmentType: ['FULL_TIME'],
      hiringOrganization: { name: 'Lumen' },
      jobLocation: [{ address: { addressLocality: 'Hemel Hempstead', addressCountry: 'GB' } }],
    });
    expect(ld.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to careers' }).first().click();
    await expect(page).toHaveURL(/\/careers$/);
  });
}

test('an External vacancy applies at its link, in French too', async ({ page }) => {
  await gotoHydrated(
    page,
    `${editionUrl('fr')}/careers/vacancy-details/?vacancy=marketing-assistant-lyon`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Assistant marketing (CDD 12 mois)',
  );
  const apply = page.locator('[data-vacancy-apply="marketing-assistant-lyon"]').first();
  await expect(apply).toHaveAttribute(
    'href',
    'https://apply.workable.com/lumen-lighting/j/assistant-marketing-lyon/',
  );
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Retour aux carrières' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a vacancy only Australia recruits for names no other edition as its alternate', async ({
  page,
}) => {
  const path = '/careers/vacancy-details/?vacancy=warehouse-team-leader-melbourne';
  await page.goto(`${editionUrl('au')}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Warehouse Team Leader, Melbourne',
  );
  // The other editions redirect this address to /careers: an alternate there would be false.
  const url = `${editionUrl('au')}${path}`;
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', url);
  const alternates = page.locator('link[rel=alternate][hreflang]');
  await expect(alternates).toHaveCount(2);
  await expect(page.locator('link[rel=alternate][hreflang="en-AU"]')).toHaveAttribute('href', url);
  await expect(page.locator('link[rel=alternate][hreflang="x-default"]')).toHaveAttribute(
    'href',
    url,
  );
  await page.goto(`${editionUrl('uk')}${path}`);
  await expect(page).toHaveURL(/\/careers$/);
});

test('a missing, unknown or impossible vacancy goes back to /careers, never an error', async ({
  page,
}) => {
  for (const query of [
    '',
    '?vacancy=',
    '?vacancy=no-such-job',
    `?vacancy=${'x'.repeat(1000)}`,
    `?vacancy=${encodeURIComponent('<script>alert(1)</script>')}`,
    `?vacancy=${encodeURIComponent("' OR 1=1 --")}`,
  ]) {
    const res = await page.goto(`/careers/vacancy-details/${query}`);
    expect(res?.status(), query).toBe(200);
    await expect(page).toHaveURL(/\/careers$/);
  }
});

test('sitemap.xml lists the careers pages and every vacancy', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/careers', '/faq', '/meet-the-team', '/our-story'])
    expect(xml).toContain(`${path}</loc>`);
  for (const slug of [
    'internal-sales-executive',
    'technico-commercial-lyon',
    'electrical-apprentice-2027',
  ])
    expect(xml).toContain(`/careers/vacancy-details/?vacancy=${slug}</loc>`);
});
