import { expect, type Page } from '@playwright/test';

// The builder's steps the ziigna specs share (builder.spec.ts, quote.spec.ts).

export const BUILDER_PATH = '/ziigna-linear-lighting/builder';

/** Opens a parameter's panel (its button shows the title, then the choice) unless it is open. */
export async function openPanel(page: Page, title: string) {
  const button = page
    .locator('h3 > button[aria-expanded]')
    .filter({ has: page.getByText(title, { exact: true }) });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** The selections as the page's summary lists them, title → value. */
export async function selections(page: Page): Promise<Record<string, string>> {
  const rows = page.getByRole('complementary').locator('dl > div');
  await expect(rows.first()).toBeVisible();
  const pairs = await rows.evaluateAll((divs) =>
    divs.map((d) => [
      d.querySelector('dt')?.textContent ?? '',
      d.querySelector('dd')?.textContent ?? '',
    ]),
  );
  return Object.fromEntries(pairs);
}

/** The address once the builder has written the configuration into it. */
export async function settledUrl(page: Page, param: string, value: string): Promise<string> {
  await expect.poll(() => new URL(page.url()).searchParams.get(param)).toBe(value);
  return page.url();
}

/** Configures a run of Start, Middle and End modules with some lengths. */
export async function configureRun(page: Page) {
  await openPanel(page, 'Modules');
  for (const part of ['Start', 'Middle', 'End'])
    await page.getByRole('checkbox', { name: new RegExp(`^${part}`) }).check();
  const group = (title: string) => page.getByRole('group', { name: title });
  await group('Middle module length').getByRole('radio', { name: '2.4 m' }).check();
  await group('Number of middle modules').getByRole('radio', { name: '4', exact: true }).check();
  await group('End module length').getByRole('radio', { name: '1.2 m' }).check();
  await settledUrl(page, 'end-length', '1-2m');
}

export const RUN = {
  Modules: 'Start, Middle, End',
  'Start module length': '0.6 m',
  'Middle module length': '2.4 m',
  'Number of middle modules': '4',
  'End module length': '1.2 m',
};
