import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { chooseFrench } from '../../fixtures/catalogue.ts';
import {
  apiSearchTermLimit,
  hasHeaderBox,
  headerBoxOf,
  openSearchDialog,
  placeholderOverflow,
  VIEWPORTS,
} from '../../fixtures/search.ts';
import { blockThirdPartyScripts, gotoHydrated, holdScripts } from '../../fixtures/site.ts';
import { E2E_API_URL } from '../../ports.ts';

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

test('autocomplete asks the product API for six terms in the visitor’s country and language', async ({
  page,
}) => {
  const requests: URL[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/products/autocomplete')) requests.push(new URL(req.url()));
  });
  await gotoHydrated(page, '/');
  const box = page.getByRole('banner').getByRole('combobox');
  await box.pressSequentially('fire', { delay: 50 });
  const options = page.getByRole('banner').getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(6);
  await expect(options.first()).toHaveText('Fire Rated Downlights');
  expect(requests).toHaveLength(1); // one request after the 300 ms pause
  expect(requests[0]!.origin).toBe(E2E_API_URL);
  expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
    query: 'fire',
    size: '6',
    country: '1',
    language: 'en-GB',
  });

  await options.first().click();
  const dialog = page.getByRole('dialog', { name: 'Find the right light' });
  await expect(dialog.getByRole('combobox')).toHaveValue('Fire Rated Downlights');
  await expectNoAxeViolations(page);
});

for (const viewport of VIEWPORTS) {
  for (const language of ['English', 'French'] as const) {
    test.describe(`search boxes at ${viewport.width} px in ${language}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ context }) => {
        if (language === 'French') await chooseFrench(context);
      });

      test('the placeholder is never cut off, in the header box or the dialog', async ({
        page,
      }, testInfo) => {
        await gotoHydrated(page, '/');
        const boxes = [];
        if (hasHeaderBox(page)) {
          const header = await placeholderOverflow(headerBoxOf(page));
          boxes.push({ where: 'header', ...header });
        }
        const dialog = await openSearchDialog(page, 'aura');
        const box = dialog.getByRole('combobox');
        await box.fill('');
        boxes.push({ where: 'dialog', ...(await placeholderOverflow(box)) });
        await testInfo.attach(`search-dialog-${language}-${viewport.width}`, {
          body: await page.screenshot(),
          contentType: 'image/png',
        });
        for (const { where, placeholder, scrollWidth, clientWidth } of boxes) {
          expect(placeholder, where).not.toBe('');
          expect(scrollWidth, `${where}: "${placeholder}"`).toBeLessThanOrEqual(clientWidth);
        }
        // Where there is room, the content's fuller placeholder is the one shown.
        if (viewport.width >= 1024)
          expect(boxes.map((b) => b.placeholder)).toEqual(
            Array(boxes.length).fill(
              language === 'French'
                ? 'Rechercher par nom de produit, gamme ou référence'
                : 'Search by product name, range or part code',
            ),
          );
      });
    });
  }
}

test('the header box stops at the API’s limit, and Enter searches what it holds', async ({
  page,
  request,
}) => {
  const limit = await apiSearchTermLimit(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await gotoHydrated(page, '/');
  const box = headerBoxOf(page);
  await expect(box).toHaveAttribute('maxlength', String(limit));
  const pasted = 'aura downlight '.repeat(20);
  await box.click();
  await page.keyboard.insertText(pasted);
  await expect(box).toHaveValue(pasted.slice(0, limit));
  await box.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Searched as the API takes it: trimmed.
  await expect(dialog.getByRole('combobox')).toHaveValue(pasted.slice(0, limit).trim());
  await expect(dialog.getByTestId('search-count')).toHaveText(/^Showing \d+ of \d+ products$/);
});

test.describe('the header’s search box before its code has come', () => {
  /** The box's code loads when the visitor reaches for it (issue 9): hold it until released. */
  async function holdSearchCode(page: Page) {
    const code = await holdScripts(page, /\/assets\/header-search[^/]*\.js$/);
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    // Not with the page: nobody has reached for the box yet.
    expect(code.requested).toEqual([]);
    return code;
  }

  test('a term typed then gets its suggestions', async ({ page }) => {
    const code = await holdSearchCode(page);
    const box = page.getByRole('banner').getByRole('combobox');
    await box.fill('fire');
    expect(code.requested).toHaveLength(1);
    code.release();
    const options = page.getByRole('banner').getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(6);
    await expect(box).toHaveValue('fire');
  });

  test('Enter searches the term typed, without reloading the page', async ({ page }) => {
    const code = await holdSearchCode(page);
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloads.push(request.url());
    });
    const box = page.getByRole('banner').getByRole('combobox');
    await box.fill('fire');
    await box.press('Enter');
    await page.waitForTimeout(300);
    code.release();
    const dialog = page.getByRole('dialog', { name: 'Find the right light' });
    await expect(dialog.getByRole('combobox')).toHaveValue('fire');
    expect(reloads).toEqual([]);
  });
});
