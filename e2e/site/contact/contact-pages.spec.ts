import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { expectContentPageSeo, expectNoSidewaysScroll } from '../../fixtures/content-page.ts';
import { fetchAsBrowser } from '../../fixtures/editions.ts';
import { DESKTOP, PHONE } from '../../fixtures/layout.ts';
import { blockThirdPartyScripts } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

// axe and two widths per test on a shared CI machine take longer than the default minute.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const PAGES = [
  { path: '/contact', en: 'Contact us', fr: 'Contactez-nous' },
  { path: '/contact/get-in-touch', en: 'Get in touch', fr: 'Nous appeler' },
  { path: '/contact/write-to-us', en: 'Write to us', fr: 'Écrivez-nous' },
] as const;

for (const { path, en, fr } of PAGES) {
  for (const [edition, title] of [
    ['uk', en],
    ['fr', fr],
  ] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`${path} renders in the ${edition} edition at ${viewport.width} px, accessible`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const res = await page.goto(`${editionUrl(edition)}${path}`);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expectContentPageSeo(page, path);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });
    }
  }
}

test('/contact shows 3 option cards: WhatsApp in English, the showroom in French', async ({
  page,
}) => {
  await page.goto(`${editionUrl('uk')}/contact`);
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    '/contact/whatsapp-us',
  );
  await page.goto(`${editionUrl('fr')}/contact`);
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Faire la visite virtuelle' })).toHaveAttribute(
    'href',
    '/virtual-visitor-centre',
  );
  await expect(page.locator('a[href="/contact/whatsapp-us"]')).toHaveCount(0);
});

test('/contact/get-in-touch lists each edition its own numbers first, as tel: links', async ({
  page,
}) => {
  await page.goto(`${editionUrl('uk')}/contact/get-in-touch`);
  const tables = page.getByRole('table');
  await expect(tables).toHaveCount(3);
  await expect(tables.first().locator('caption')).toHaveText('Europe');
  await expect(
    page.getByRole('main').getByRole('link', { name: '+44 (0)161 496 0730' }),
  ).toHaveAttribute('href', 'tel:+441614960730');
  await expect(page.getByRole('link', { name: 'Back to contact' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await page.goto(`${editionUrl('au')}/contact/get-in-touch`);
  await expect(tables.first().locator('caption')).toHaveText('Australia and New Zealand');
  await expect(page.getByRole('main').getByRole('link', { name: '1300 975 707' })).toHaveAttribute(
    'href',
    'tel:1300975707',
  );
  await page.goto(`${editionUrl('nz')}/contact/get-in-touch`);
  await expect(page.getByRole('main').getByRole('link', { name: '0800 555 016' })).toBeVisible();
});

test('/contact/whatsapp-us opens a chat with the number and greeting, in English only', async ({
  page,
  request,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(`${editionUrl('uk')}/contact/whatsapp-us`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('WhatsApp us');
    const chat = page.getByRole('link', { name: /Start a WhatsApp chat/ });
    await expect(chat).toHaveAttribute('target', '_blank');
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/447700900730');
    expect(href.searchParams.get('text')).toBe('Hello Lumen Lighting, I have a question about');
    // No French page: its alternates are the three English editions.
    await expectContentPageSeo(page, '/contact/whatsapp-us', ['en-GB', 'en-AU', 'en-NZ']);
    await expectNoAxeViolations(page);
  }
  await page.goto(`${editionUrl('au')}/contact/whatsapp-us`);
  await expect(page.getByRole('link', { name: /Start a WhatsApp chat/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/61370104321\?/,
  );
  // French: redirected to /contact, in the browser and for a plain request alike.
  await page.goto(`${editionUrl('fr')}/contact/whatsapp-us`);
  await expect(page).toHaveURL(`${editionUrl('fr')}/contact`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  const raw = await fetchAsBrowser(request, `${editionUrl('fr')}/contact/whatsapp-us`, {
    maxRedirects: 0,
  });
  expect(raw.status).toBe(302);
});
