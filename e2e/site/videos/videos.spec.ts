import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { expectPageSeo, jsonLdOf } from '../../fixtures/seo.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

// Each test visits several pages and runs axe on each: more than the default minute on a busy
// 2-core machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await blockThirdPartyScripts(page);
  // The player's host cannot load here; the frame's address is what the tests check.
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
  );
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`/videos shows the banner, search and a card per video type with its count at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const res = await gotoHydrated(page, '/videos');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How-to videos');
    await expect(page.getByRole('searchbox', { name: 'Search videos' })).toHaveAttribute(
      'placeholder',
      'Search videos, e.g. DALI or emergency',
    );
    const cards = page.getByTestId('video-types').getByRole('link');
    await expect(cards).toHaveCount(9);
    await expect(cards.first()).toHaveAttribute('href', '/videos/installation-guides');
    await expect(cards.first()).toContainText('Installation guides');
    await expect(cards.first().getByTestId('video-count')).toHaveText('6 videos available');
    await expect(cards.last().getByTestId('video-count')).toHaveText('0 videos available');
    await expectPageSeo(page, '/videos');
    await expectNoAxeViolations(page);
    await cards.nth(2).click();
    await expect(page).toHaveURL(/\/videos\/emergency-lighting$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency lighting');
  });
}

test('/videos in French names the types and counts in French', async ({ page }) => {
  const res = await gotoHydrated(page, `${editionUrl('fr')}/videos`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vidéos pratiques');
  const first = page.getByTestId('video-types').getByRole('link').first();
  await expect(first).toContainText('Guides d’installation');
  await expect(first.getByTestId('video-count')).toHaveText('6 vidéos disponibles');
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  await expectNoAxeViolations(page);
});

test('a search lists the matching videos; choosing one opens its type page playing it', async ({
  page,
}) => {
  await gotoHydrated(page, '/videos');
  await page.getByRole('searchbox', { name: 'Search videos' }).fill('dali');
  await page.getByRole('searchbox', { name: 'Search videos' }).press('Enter');
  await expect(page).toHaveURL(/\/videos\?search=dali$/);
  const results = page.getByTestId('video-results').getByRole('link');
  await expect(results).toHaveCount(1);
  await expect(results).toContainText('Addressing TITAN high bays with DALI-2');
  // A search result is not a page for search engines.
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  await results.click();
  await expect(page).toHaveURL(/\/videos\/wiring-and-controls\?video=address-titan-dali$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/Lm7dQ2vX9aB?rel=0&autoplay=1',
  );
  // Clearing the box shows the type cards again.
  await page.keyboard.press('Escape');
  await gotoHydrated(page, '/videos?search=');
  await expect(page.getByTestId('video-types').getByRole('link')).toHaveCount(9);
});

test('bad searches get an empty state, never an error, and nothing is reflected as markup', async ({
  page,
}) => {
  for (const search of [
    'x'.repeat(1000),
    '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">',
    "' OR 1=1; DROP TABLE content_documents; --",
    '%_%',
  ]) {
    const res = await gotoHydrated(page, `/videos?search=${encodeURIComponent(search)}`);
    expect(res?.status(), search.slice(0, 30)).toBe(200);
    await expect(page.getByRole('status')).toHaveText('No videos match your search.');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('main img[src=x]')).toHaveCount(0);
  }
});

test('/videos/{pageSlug} lays the cards out in 1, 2 and 3 columns and plays a video in the 800x500 dialog', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const res = await gotoHydrated(page, '/videos/installation-guides');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation guides');
  await expect(page.getByRole('link', { name: /Back to videos/ })).toHaveAttribute(
    'href',
    '/videos',
  );
  const cards = page.getByTestId('videos').getByRole('listitem');
  await expect(cards).toHaveCount(6);
  const tops = async (n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        cards
          .nth(i)
          .boundingBox()
          .then((b) => b!.y),
      ),
    );
  const [a, b, c] = await tops(3);
  expect(a).toBe(b);
  expect(b).toBe(c);
  await page.setViewportSize({ width: 700, height: 900 });
  const [d, e, f] = await tops(3);
  expect(d).toBe(e);
  expect(f).toBeGreaterThan(e!);
  await page.setViewportSize(PHONE);
  const [g, h] = await tops(2);
  expect(h).toBeGreaterThan(g!);
  await page.setViewportSize(DESKTOP);

  await expectPageSeo(page, '/videos/installation-guides');
  const ld = await jsonLdOf(page);
  const videos = ld.filter((d) => d['@type'] === 'VideoObject');
  expect(videos).toHaveLength(6);
  expect(videos[0]).toMatchObject({
    embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/),
    uploadDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });
  expect(ld.find((d) => d['@type'] === 'BreadcrumbList')).toBeTruthy();
  await expectNoAxeViolations(page);

  // Keyboard: the card is a button; Enter plays, Escape closes and focus returns to it.
  const card = page.getByRole('button', { name: /Mounting|Hanging a TITAN/ }).first();
  await card.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog scales in as it opens: measure once the animation has settled.
  const size = async () => {
    const box = (await dialog.boundingBox())!;
    return [Math.round(box.width), Math.round(box.height)];
  };
  await expect.poll(size).toEqual([800, 500]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test('short videos play in the 450 px narrow dialog', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/videos/quick-tips');
  await page.getByRole('button', { name: /IP65 or IP66/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(async () => Math.round((await dialog.boundingBox())!.width)).toBe(450);
});

test('a type with no videos shows the no-video label; French too', async ({ page }) => {
  await gotoHydrated(page, '/videos/webinars');
  await expect(page.getByTestId('no-videos')).toHaveText(
    'There are no videos here yet. Try another video type or search.',
  );
  await gotoHydrated(page, `${editionUrl('fr')}/videos/webinars`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webinaires enregistrés');
  await expect(page.getByTestId('no-videos')).toHaveText(
    'Aucune vidéo pour le moment. Essayez un autre thème ou une autre recherche.',
  );
  await expect(page.getByRole('link', { name: /Retour aux vidéos/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a missing or unknown video type redirects to /videos', async ({ page }) => {
  for (const path of [
    '/videos/no-such-type',
    `/videos/${'x'.repeat(1000)}`,
    '/videos/%3Cscript%3E',
    "/videos/'%20OR%201=1--",
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path.slice(0, 40)).toBe(200);
    await expect(page, path.slice(0, 40)).toHaveURL(/\/videos$/);
  }
});
