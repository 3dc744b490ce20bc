import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { DESKTOP, PHONE } from '../../fixtures/layout.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

// axe and two widths per test on a shared CI machine take longer than the default minute.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

type FormLabels = Record<
  | 'name'
  | 'email'
  | 'country'
  | 'countryValue'
  | 'subject'
  | 'subjectValue'
  | 'message'
  | 'messageValue',
  string
> & { consent: RegExp };

async function fillValid(page: Page, labels: FormLabels) {
  await page.getByRole('main').getByLabel(labels.name).fill('Aoife Byrne');
  await page
    .getByRole('main')
    .getByLabel(labels.email)
    .fill('aoife@brightspark-electrical.example');
  await page
    .getByRole('main')
    .getByLabel(labels.country)
    .selectOption({ label: labels.countryValue });
  await page
    .getByRole('main')
    .getByLabel(labels.subject)
    .selectOption({ label: labels.subjectValue });
  await page.getByRole('main').getByLabel(labels.message).fill(labels.messageValue);
  await page.getByRole('main').getByLabel(labels.consent).check();
}

const EN: FormLabels = {
  name: 'Full name',
  email: 'E-mail address',
  country: 'Country',
  countryValue: 'Ireland',
  subject: 'Subject',
  subjectValue: 'Quotation request',
  message: 'Your message',
  messageValue: 'Please quote 120 AURA fire-rated downlights for a school in Galway.',
  consent: /I agree that Lumen Lighting/,
};

test('an empty form lists every missing field, announced, and each field names its error', async ({
  page,
}) => {
  let posted = 0;
  await page.route('**/contact-messages', (route) => {
    posted += 1;
    return route.continue();
  });
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, `${editionUrl('uk')}/contact/write-to-us`);
  await page.getByRole('button', { name: 'Send message' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct' });
  await expect(summary).toContainText('Please correct 6 fields and send again.');
  await expect(summary).toBeFocused();
  const name = page.getByRole('main').getByLabel('Full name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Enter your name (up to 100 characters).');
  await expect(page.getByRole('main').getByLabel('E-mail address')).toHaveAccessibleDescription(
    'Enter an e-mail address such as name@company.com.',
  );
  // The summary's links take the visitor to the field.
  await summary.getByRole('link', { name: /Tick the box/ }).click();
  await expect(page).toHaveURL(/#contact-consent$/);
  await expectNoAxeViolations(page);
  expect(posted, 'nothing is sent while the form is invalid').toBe(0);
});

test('a bad e-mail alone is the one error, and markup typed in is never rendered', async ({
  page,
}) => {
  await gotoHydrated(page, `${editionUrl('uk')}/contact/write-to-us`);
  await fillValid(page, {
    ...EN,
    messageValue: '<img src=x onerror=alert(1)> DROP TABLE users;--',
  });
  await page.getByRole('main').getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText('Please correct 1 field and send again.');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('a valid message is sent with the keyboard alone and the success state takes focus', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, `${editionUrl('uk')}/contact/write-to-us`);
  await fillValid(page, EN);
  const answer = page.waitForResponse('**/contact-messages');
  await page.getByRole('main').getByLabel(EN.consent).focus();
  // Tab past the privacy link to the submit button, then Enter.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(202);
  const success = page.getByRole('status').filter({ hasText: 'Thank you' });
  await expect(success.getByRole('heading')).toHaveText('Thank you, your message has been sent');
  await expect(success.getByRole('heading')).toBeFocused();
  await expectNoAxeViolations(page);
  await success.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue('');
});

test('in French the form, its errors and its success are French', async ({ page }) => {
  await gotoHydrated(page, `${editionUrl('fr')}/contact/write-to-us`);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('alert')).toContainText('Veuillez corriger 6 champs');
  await fillValid(page, {
    name: 'Nom complet',
    email: 'Adresse e-mail',
    country: 'Pays',
    countryValue: 'France',
    subject: 'Objet',
    subjectValue: 'Assistance technique',
    message: 'Votre message',
    messageValue: 'Bonjour, le driver de mon panneau OPTIMA clignote depuis hier.',
    consent: /J'accepte que Lumen Lighting/,
  });
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('status')).toContainText('Merci, votre message a bien été envoyé');
  await expectNoAxeViolations(page);
});

test('when the API fails or limits the visitor, the form says so and keeps what was typed', async ({
  page,
}) => {
  await gotoHydrated(page, `${editionUrl('uk')}/contact/write-to-us`);
  await fillValid(page, EN);
  await page.route('**/contact-messages', (route) =>
    route.fulfill({
      status: 500,
      json: { statusCode: 500, error: 'Internal Server Error', message: 'x' },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your message could not be sent. Please try again in a moment, or call us.',
  );
  await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue('Aoife Byrne');
  await page.unroute('**/contact-messages');
  await page.route('**/contact-messages', (route) =>
    route.fulfill({
      status: 429,
      json: { statusCode: 429, error: 'Too Many Requests', message: 'x' },
      headers: { 'access-control-allow-origin': '*', 'retry-after': '900' },
    }),
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText('You have sent several messages');
  await expectNoAxeViolations(page);
});
