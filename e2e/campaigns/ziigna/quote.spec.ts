import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { BUILDER_PATH, configureRun, openPanel, RUN, selections, settledUrl } from './fixtures.ts';
import { pageOverflow } from '../../fixtures/layout.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { searchQuoteRequests } from '../../fixtures/staff-api.ts';
import { E2E_API_URL } from '../../ports.ts';
import { expectAxeClean, landingOrigin } from '../landing/fixtures.ts';

// Issue 12's "Done when": a configured builder, its link, the datasheet it downloads and a
// quote request sent with it, found by staff (campaigns spec §4, §5, §8, §9; ADR 027, 028).
test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const QUOTE_API = `${E2E_API_URL}/customer/submit-ziigna-form`;
const REFERENCE = /ZQ-\d{8}-[A-HJ-NP-Z2-9]{6}/;

/** The smallest valid PNG (1×1, transparent) and a one-page PDF: the API reads their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The datasheet's pages: size in points and text, whitespace collapsed. */
async function readPdf(path: string) {
  const pdf = await getDocument({
    data: new Uint8Array(await readFile(path)),
    useSystemFonts: false,
  }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join('')
      .replace(/\s+/g, ' ');
    pages.push({ view: page.view, text });
  }
  return pages;
}

const quotePanel = (page: Page, name = 'Request a quote') => page.getByRole('region', { name });

async function openQuoteForm(page: Page, name?: string) {
  await page.locator('[data-datasheet-action="quote"]').click();
  const panel = quotePanel(page, name);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  return panel;
}

/** A form field by its exact label ('Name*' is also in 'Company name*'). */
const field = (panel: Locator, label: string) => panel.getByLabel(label, { exact: true });

async function fillQuoteForm(panel: Locator) {
  await field(panel, 'Name*').fill('Aoife Byrne');
  await field(panel, 'Email*').fill('aoife.byrne@example.com');
  await field(panel, 'Phone Number*').fill('+447700900123');
  await field(panel, 'Company name*').fill('Byrne Electrical');
  await field(panel, 'Preferred wholesaler').fill('City Electrical');
  await field(panel, 'Wholesaler location').fill('Leeds');
  await field(panel, 'Your Message').fill('Three runs for a studio, 2.4 m each.');
}

test('a module run’s link opens the same choices, downloads its datasheet and sends a quote staff can find', async ({
  page,
  context,
}) => {
  const origin = landingOrigin('uk');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await gotoHydrated(page, `${origin}${BUILDER_PATH}`);
  await configureRun(page);
  await openPanel(page, 'Colour');
  await page.getByRole('radio', { name: /^Custom/ }).check();
  await page.getByRole('textbox', { name: 'Your colour' }).fill('RAL 7016');
  await settledUrl(page, 'colour.custom', 'RAL 7016');
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const configured = await selections(page);
  expect(configured).toMatchObject({ ...RUN, Colour: 'Custom - RAL 7016' });

  const other = await context.newPage();
  await blockThirdPartyScripts(other);
  await gotoHydrated(other, link);
  expect(await selections(other)).toEqual(configured);

  // 'Complete / download': a two-page A4 datasheet with every selection.
  const downloaded = other.waitForEvent('download');
  await other.getByRole('button', { name: 'Complete / download' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pages = await readPdf(await download.path());
  expect(pages).toHaveLength(2);
  for (const { view } of pages) {
    expect(view[2]).toBeCloseTo(595.28, 1);
    expect(view[3]).toBeCloseTo(841.89, 1);
  }
  const text = pages.map((p) => p.text).join(' ');
  for (const [title, value] of Object.entries(configured)) {
    expect(text, title).toContain(title);
    expect(text, `${title}: ${value}`).toContain(value);
  }

  // 'Get a Quote': the form opens with the datasheet attached.
  const panel = await openQuoteForm(other);
  await expect(field(panel, 'Attach the quote file*')).toHaveValue(/\.pdf$/);
  await expect(field(panel, 'Attach the quote file*')).toHaveAttribute('readonly', '');
  await fillQuoteForm(panel);
  await other
    .getByLabel('Upload other attachments')
    .setInputFiles([
      png('site-photo.png'),
      { name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
  await expect(panel.getByRole('listitem')).toHaveText(['site-photo.png×', 'plan.pdf×']);
  await expectAxeClean(other);
  await panel.getByRole('button', { name: 'Submit' }).click();
  const toast = other.getByRole('status').filter({ hasText: 'Successfully Submitted' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(REFERENCE);
  const documentId = REFERENCE.exec((await toast.textContent()) ?? '')![0];
  await expect(panel).toBeHidden();
  await expect(other.locator('[data-datasheet-action="quote"]')).toBeFocused();

  // Staff find it by its reference (the admin search endpoint, staff only).
  const found = await searchQuoteRequests(documentId);
  expect(found.map((row) => row.documentId)).toEqual([documentId]);
  expect(found[0]).toMatchObject({ name: 'Aoife Byrne', email: 'aoife.byrne@example.com' });
});

test('a failed submit keeps what was typed and gives Submit back; a fifth attachment is Limit Exceeded', async ({
  page,
}) => {
  await gotoHydrated(page, `${landingOrigin('uk')}${BUILDER_PATH}`);
  const panel = await openQuoteForm(page);
  await fillQuoteForm(panel);

  await field(panel, 'Upload other attachments').setInputFiles(
    ['a', 'b', 'c', 'd'].map((n) => png(`${n}.png`)),
  );
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await field(panel, 'Upload other attachments').setInputFiles([png('e.png')]);
  const limit = panel.getByText('Limit Exceeded');
  await expect(limit).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await expect(limit).toBeHidden({ timeout: 3000 });
  await panel.getByRole('button', { name: 'Remove d.png' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(3);

  let posts = 0;
  await page.route(
    QUOTE_API,
    async (route) => {
      posts += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"Internal Server Error","message":"Internal Server Error"}',
      });
    },
    { times: 1 },
  );
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel.getByRole('alert')).toContainText('could not be sent');
  expect(posts).toBe(1);
  await expect(field(panel, 'Name*')).toHaveValue('Aoife Byrne');
  await expect(field(panel, 'Your Message')).toHaveValue('Three runs for a studio, 2.4 m each.');
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeEnabled();

  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
  await expect(page.locator('[data-datasheet-action="quote"]')).toBeFocused();
});

test('the French edition at 390 px: the form in French, its messages, no sideways scroll, axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await gotoHydrated(page, `${landingOrigin('fr')}${BUILDER_PATH}`);
  const panel = await openQuoteForm(page, 'Votre demande de devis');
  await expect(field(panel, 'Fichier du devis*')).toHaveValue(/\.pdf$/);
  await panel.getByRole('button', { name: 'Envoyer' }).click();
  await expect(panel.getByText('Le nom est obligatoire')).toBeVisible();
  await field(panel, 'Numéro de téléphone*').fill('12ab');
  await field(panel, 'Nom*').focus();
  await expect(panel.getByText(/\+33639981234/)).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  await expectAxeClean(page);
});
