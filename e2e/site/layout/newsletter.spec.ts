import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import {
  blockThirdPartyScripts,
  MARKETING_FORM_SCRIPT,
  gotoHydrated,
  holdScripts,
} from '../../fixtures/site.ts';

test('the newsletter dialog opens on submit and loads the external form script once', async ({
  page,
}) => {
  await blockThirdPartyScripts(page);
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Your email address').fill('installer@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();

  const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
  await expect(dialog).toBeVisible();
  // The form cannot load on this machine: the dialog says so instead of staying empty.
  await expect(dialog.getByRole('status')).toContainText('The form cannot be loaded right now');
  await expect(page.locator(`script[src="${MARKETING_FORM_SCRIPT}"]`)).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeFocused();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog).toBeVisible();
  await expect(page.locator(`script[src="${MARKETING_FORM_SCRIPT}"]`)).toHaveCount(1);
});

test('the dialog shows its loading state while the script is on its way', async ({ page }) => {
  let release: () => void = () => {};
  await page.route(/^https:\/\/js\.hsforms\.net\//, async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.fulfill({ contentType: 'text/javascript', body: 'window.hbspt = {};' });
  });
  await gotoHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
  await expect(dialog.getByRole('status')).toHaveText('Loading the form...');
  release();
  // Loaded, but no form is configured for this deployment: still a clear message.
  await expect(dialog.getByRole('status')).toContainText('The form cannot be loaded right now');
});

test('Enter in the e-mail field before the block has loaded opens the dialog, not a reload', async ({
  page,
}) => {
  await blockThirdPartyScripts(page);
  // The footer (and so the newsletter block) hydrates only when it nears the screen: hold its
  // code until the address has been typed and Enter pressed.
  const code = await holdScripts(page, /\/assets\/(footer|newsletter)[^/]*\.js$/);
  const reloads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) reloads.push(request.url());
  });
  await gotoHydrated(page, '/');
  reloads.length = 0;
  const field = page.getByRole('contentinfo').getByLabel('Your email address');
  await field.fill('installer@example.com');
  await field.press('Enter');
  // The press is held (implicit submission clicks Subscribe), not submitted by the browser.
  await page.waitForTimeout(300);
  expect(reloads).toEqual([]);
  code.release();
  await expect(page.getByRole('dialog', { name: 'Subscribe to our newsletter' })).toBeVisible();
  expect(reloads).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
});
