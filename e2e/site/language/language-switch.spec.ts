import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { blockThirdPartyScripts, languageCookie, gotoHydrated } from '../../fixtures/site.ts';
import { E2E_PORTS, editionUrl } from '../../ports.ts';

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

test('choosing a country switches the language, and the choice holds across reloads', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.getByRole('button', { name: /Country: United Kingdom/ }).click();
  await expectNoAxeViolations(page);
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'France', exact: true }).click(),
  ]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('button', { name: /Pays\s*: France/ })).toBeVisible();
  // The customer login is for English visitors only.
  await expect(page.getByRole('link', { name: /Login|Connexion/ })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lumen.language')))
    .toBe('fr-FR:3');
  const cookie = (await context.cookies()).find((c) => c.name === 'lumen_language');
  expect(decodeURIComponent(cookie?.value ?? '')).toBe('fr-FR:3');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await gotoHydrated(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expectNoAxeViolations(page);
});

test('a language kept in browser storage survives a lost cookie', async ({ page, context }) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  // Hydrated: the browser has copied the server's answer into storage.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lumen.language')))
    .toBe('en-GB:1');
  await page.evaluate(() => localStorage.setItem('lumen.language', 'fr-FR:3'));
  await context.clearCookies();
  // The page then reloads itself once more, restoring the cookie from storage.
  await page.reload({ waitUntil: 'commit' });
  // The browser restores the cookie from storage and reloads once; the server renders French.
  // That takes a load, a hydration (after the largest picture, ADR 020) and a second load.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR', { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeAttached();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
});

test("the Australian edition's home page forces en-AU once per session, then respects a choice", async ({
  page,
  context,
}) => {
  await context.addCookies([languageCookie('fr-FR:3', 'au.localhost')]);
  await gotoHydrated(page, `${editionUrl('au')}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
  const cookies = await context.cookies(`${editionUrl('au')}/`);
  expect(decodeURIComponent(cookies.find((c) => c.name === 'lumen_language')?.value ?? '')).toBe(
    'en-AU:2',
  );
  // The browser copies the server's answer into storage once hydrated.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lumen.language')))
    .toBe('en-AU:2');

  // A choice made afterwards on the same home page stands.
  await page.getByRole('button', { name: /Country: Australia/ }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'New Zealand', exact: true }).click(),
  ]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NZ');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NZ');
});

test('the server HTML is already in the stored language', async ({ request }) => {
  const html = await (
    await request.get(`http://127.0.0.1:${E2E_PORTS.site}/`, {
      headers: { host: `localhost:${E2E_PORTS.site}`, cookie: 'lumen_language=fr-FR%3A3' },
    })
  ).text();
  expect(html).toContain('<html lang="fr-FR">');
  expect(html).toContain('Aller au contenu principal');
});
