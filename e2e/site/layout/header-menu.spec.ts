import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { blockThirdPartyScripts, gotoHydrated, SUPPORT_CHAT_SCRIPT } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

test('menu navigation: a category leads to its range selection, a child to the listing by name', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const products = nav.getByRole('button', { name: 'Products', exact: true });
  await products.click();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'Panels', exact: true }).click();
  await expect(page).toHaveURL('/select-range?category=Panels&categorySlug=panels');
  // The panel closes on navigation.
  await expect(products).toHaveAttribute('aria-expanded', 'false');

  await products.click();
  const child = nav.getByRole('link', { name: 'Fire Rated Downlights' });
  await expect(child).toHaveAttribute('href', '/products?name=Fire+Rated+Downlights');
  await child.click();
  // /products?name= rewrites to the slug, a sub category's opens its category filtered on it.
  await expect(page).toHaveURL('/products/downlights?subCategory=fire-rated-downlights');
});

test('menu links: external ones open a new tab, campaign pages load as documents', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Services' }).click();
  const portal = nav.getByRole('link', { name: /Trade portal/ });
  await expect(portal).toHaveAttribute('target', '_blank');
  await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');

  await nav.getByRole('button', { name: 'Promotions' }).click();
  const golden = nav.getByRole('link', { name: 'Golden Ticket' });
  await expect(golden).not.toHaveAttribute('data-discover', 'true');
  const [response] = await Promise.all([
    page.waitForEvent('response', (r) => new URL(r.url()).pathname === '/goldenticket'),
    golden.click(),
  ]);
  // A document request the gateway routes to the campaigns app (absent in this run).
  expect(response.request().resourceType()).toBe('document');
});

test('the footer lists support hours, phone numbers, awards with certificates and social links', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('region', { name: 'Customer support' })).toContainText(
    'Support hours 07:30-17:30',
  );
  await expect(footer.getByRole('link', { name: '+44 (0)161 496 0730' })).toBeVisible();
  await expect(footer.getByRole('link', { name: '+353 (0)20 913 0192' })).toBeVisible();
  await expect(footer).toContainText('Fax');
  const certificate = footer.getByRole('link', { name: /View certificate for ISO 9001/ });
  await expect(certificate).toHaveAttribute('target', '_blank');
  expect((await page.request.get((await certificate.getAttribute('href'))!)).status()).toBe(200);
  await expect(footer.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(4);
  await expect(footer.getByRole('navigation', { name: 'Legal' })).toBeVisible();
  // No support chat outside New Zealand.
  await expect(page.locator(`script[src="${SUPPORT_CHAT_SCRIPT}"]`)).toHaveCount(0);
});

test('the support chat script loads on the New Zealand edition only', async ({ page }) => {
  await gotoHydrated(page, `${editionUrl('nz')}/`);
  await expect(page.locator(`script[src="${SUPPORT_CHAT_SCRIPT}"]`)).toHaveCount(1);
  await gotoHydrated(page, `${editionUrl('au')}/`);
  await expect(page.locator(`script[src="${SUPPORT_CHAT_SCRIPT}"]`)).toHaveCount(0);
});
