import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { E2E_API_URL } from '../../ports.ts';

// Uploading an invoice (campaigns spec §5, §8): the page on the gateway posts the form from
// the browser to the API (PUBLIC_API_URL), which checks the file by its bytes. The seed has an
// invoice competition open on the day it runs, and each run starts from a fresh database.
// The last test spends the upload allowance of this machine's address (the API's rate limit
// lasts 15 minutes, in the API process the suite starts): keep it the last upload of the run.

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const UPLOAD = '/promotions/invoice-upload';
const MAX_BYTES = 10_485_760;

/** A small PDF: the API reads its signature, so a valid header and some body will do. */
function pdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length), 0x20)]);
}

async function fillFields(page: Page) {
  const form = page.getByRole('form', { name: 'Upload Invoice' });
  await form.getByLabel('First name', { exact: true }).fill('Siobhán');
  await form.getByLabel('Last name', { exact: true }).fill('Murphy');
  await form.getByLabel('Company name', { exact: true }).fill('Brightwater Electrical');
  await form.getByLabel('E-mail', { exact: true }).fill('siobhan@brightwater.ie');
  return form;
}

test('a PDF goes up with a progress bar, then the success toast with a reference', async ({
  page,
}) => {
  await gotoHydrated(page, '/upload-invoice');
  const form = await fillFields(page);
  await form.getByRole('checkbox').check();
  await form
    .getByLabel('Invoice', { exact: true })
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf(400_000) });
  await expect(form.getByText('Chosen: invoice.pdf')).toBeVisible();

  // Slow the upload down (Chromium's network emulation) so the bar is there to be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 200_000,
  });
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === UPLOAD && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Enter Competition' }).click();
  const bar = form.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect(form.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(page.getByRole('status').filter({ hasText: 'successfully' })).toHaveText(
    `The file has been successfully uploaded. Your reference: ${reference}.`,
  );
  await expect(bar).toBeHidden();
  // The form starts again empty.
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  await expect(form.getByText('please select a invoice')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Enter Competition' })).toBeDisabled();
  // The emptied form takes the focus back; the page with its toast is still axe clean.
  await expect(form.getByLabel('First name', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a text file named .pdf is refused by the API with its reason', async ({ page }) => {
  await gotoHydrated(page, '/upload-invoice');
  const form = await fillFields(page);
  await form.getByLabel('Invoice', { exact: true }).setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('This is not an invoice, only some text.\n'.repeat(20)),
  });
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === UPLOAD);
  await form.getByRole('button', { name: 'Enter Competition' }).click();
  expect((await answer).status()).toBe(415);
  const reason = 'The invoice must be a PDF or an image (JPEG, PNG, WebP or HEIC)';
  await expect(page.getByRole('status').filter({ hasText: 'upload failure' })).toHaveText(
    `upload failure: ${reason}`,
  );
  await expect(form.getByText(reason, { exact: true })).toBeVisible();
  // What was typed stays, so another file can be chosen.
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Siobhán');
  await expect(form.getByLabel('Invoice', { exact: true })).toBeFocused();
});

test('a file over 10 MB is refused in the browser, with nothing sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === UPLOAD) sent.push(r.method());
  });
  await gotoHydrated(page, '/upload-invoice');
  const form = await fillFields(page);
  await form
    .getByLabel('Invoice', { exact: true })
    .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: pdf(MAX_BYTES + 1) });
  await expect(form.getByText('File size should be less than 10MB')).toBeVisible();
  await expect(form.getByLabel('Invoice', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  const submit = form.getByRole('button', { name: 'Enter Competition' });
  await expect(submit).toBeDisabled();
  await submit.click({ force: true });
  expect(sent).toEqual([]);
});

test('bad fields show the spec’s messages and keep the button disabled', async ({ page }) => {
  await gotoHydrated(page, '/upload-invoice');
  const form = page.getByRole('form', { name: 'Upload Invoice' });
  const firstName = form.getByLabel('First name', { exact: true });
  await firstName.fill('A'.repeat(31));
  await firstName.blur();
  await expect(form.getByText('First Name must be less than 30 characters')).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  const company = form.getByLabel('Company name', { exact: true });
  await company.fill('C'.repeat(31));
  await company.blur();
  await expect(form.getByText('Company Name must be less than 30 characters')).toBeVisible();
  const email = form.getByLabel('E-mail', { exact: true });
  await email.fill('siobhan at brightwater');
  await email.blur();
  await expect(form.getByText('E-mail must be valid')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Enter Competition' })).toBeDisabled();
  await expectNoAxeViolations(page);
  // Correcting a field takes its message away at once.
  await email.fill('siobhan@brightwater.ie');
  await expect(form.getByText('E-mail must be valid')).toBeHidden();
});

test('past the competition’s closing time the page is closed and sends nothing', async ({
  page,
}) => {
  // As the Golden Ticket's closed test: the browser's clock moves past the open competition's
  // closing time (the seed keeps it open for the whole run), and the page closes as one
  // rendered after it does: the closed notice, no open-until line, the button disabled.
  const current = await (
    await page.request.get(`${E2E_API_URL}/promotions/invoice-upload/current`)
  ).json();
  await page.clock.install({ time: new Date(Date.parse(current.closesAt) + 60_000) });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === UPLOAD) sent.push(r.method());
  });
  await gotoHydrated(page, '/upload-invoice');
  const main = page.locator('main');
  await expect(
    main.getByText('The competition is closed: invoices are no longer accepted.'),
  ).toBeVisible();
  await expect(main.getByText('The competition is open', { exact: false })).toBeHidden();
  const form = await fillFields(page);
  await form
    .getByLabel('Invoice', { exact: true })
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf(2_000) });
  await expect(form.getByText('Chosen: invoice.pdf')).toBeVisible();
  const submit = form.getByRole('button', { name: 'Enter Competition' });
  await expect(submit).toBeDisabled();
  await submit.click({ force: true });
  expect(sent).toEqual([]);
  await expectNoAxeViolations(page);
});

/** Chooses a small, real PDF and sends the form; the answer is the API's (or the route's). */
async function sendInvoice(page: Page) {
  await gotoHydrated(page, '/upload-invoice');
  const form = await fillFields(page);
  await form
    .getByLabel('Invoice', { exact: true })
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf(2_000) });
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === UPLOAD && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Enter Competition' }).click();
  return { form, status: (await answer).status() };
}

test('a competition that closed after the page loaded: the 409 shows its toast', async ({
  page,
}) => {
  // The API answers 409 only when no competition is open, and nothing can close the seeded one
  // during a run (its dates are data with no call to change them), so the browser gets the
  // API's own 409 body here: VisitorError's shape, with its message.
  const closed = 'The competition is closed: invoices are no longer accepted.';
  await page.route(
    (url) => url.pathname === UPLOAD,
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            json: { statusCode: 409, error: closed, message: closed },
            headers: { 'access-control-allow-origin': '*' },
          })
        : route.continue(),
  );
  const { form, status } = await sendInvoice(page);
  expect(status).toBe(409);
  await expect(page.getByRole('status').filter({ hasText: 'upload failure' })).toHaveText(
    `upload failure: ${closed}`,
  );
  // Nothing to fix in the form: what was typed stays, and the focus goes back to the button.
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Siobhán');
  await expect(form.getByRole('button', { name: 'Enter Competition' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('too many uploads from one address: the API’s 429 shows its toast', async ({ page }) => {
  // A real 429: the API allows 10 uploads per address in 15 minutes and counts every request
  // to the route, so requests it refuses at once (JSON, not multipart: 415) spend the rest of
  // this address's allowance; the test process and the browser share the address.
  for (let i = 0; i <= 10; i++) {
    const res = await page.request.post(`${E2E_API_URL}${UPLOAD}`, { data: {} });
    if (res.status() === 429) break;
    expect(res.status()).toBe(415);
  }
  const { form, status } = await sendInvoice(page);
  expect(status).toBe(429);
  await expect(page.getByRole('status').filter({ hasText: 'upload failure' })).toHaveText(
    /^upload failure: Too many requests from this address; try again in \d+ minutes$/,
  );
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue('siobhan@brightwater.ie');
  await expectNoAxeViolations(page);
});
