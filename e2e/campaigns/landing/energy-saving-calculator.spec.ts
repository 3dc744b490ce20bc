import { expect, test } from '@playwright/test';
import { blockThirdPartyScripts } from '../../fixtures/site.ts';
import {
  expectAxeClean,
  LANDING_EDITIONS,
  LANDING_WIDTHS,
  landingOrigin,
  openLandingPage,
} from './fixtures.ts';

// /energy-saving-calculator (campaigns spec §2.7): the calculator is a third-party page, so the
// tests answer its address with a stand-in that posts the messages the real one would.
const FRAME_ORIGIN = 'https://calculator.lumen-lighting.example';

const STAND_IN = `<!doctype html><html lang="en"><title>Calculator</title><body>
<p>Calculator stand-in</p>
<script>
  window.addEventListener('message', (event) => {
    if (event.data && event.data.post) parent.postMessage(event.data.post, '*');
  });
</script></body></html>`;

test.beforeEach(async ({ page }) => {
  await blockThirdPartyScripts(page);
  await page.route(`${FRAME_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: STAND_IN }),
  );
});

const HEADINGS = {
  'en-GB': /^Energy saving calculator$/,
  'fr-FR': /^Calculateur d’économies d’énergie$/,
} as const;

test('the page policy frames the calculator origin content names, other pages do not', async ({
  request,
}) => {
  const calculator = await request.get(`${landingOrigin('uk')}/energy-saving-calculator`);
  expect(calculator.headers()['content-security-policy']).toMatch(
    new RegExp(`frame-src [^;]*${FRAME_ORIGIN.replace(/\./g, '\\.')}`),
  );
  const warranty = await request.get(`${landingOrigin('uk')}/on-site-warranty`);
  expect(warranty.headers()['content-security-policy']).not.toContain(FRAME_ORIGIN);
});

for (const { locale, edition } of LANDING_EDITIONS) {
  for (const width of LANDING_WIDTHS) {
    test(`/energy-saving-calculator in ${locale} at ${width} px: texts, frame, axe`, async ({
      page,
    }) => {
      await openLandingPage(page, {
        edition,
        locale,
        width,
        path: '/energy-saving-calculator',
        heading: HEADINGS[locale],
      });
      const frame = page.locator('main iframe');
      await expect(frame).toHaveAttribute('src', new RegExp(`^${FRAME_ORIGIN}/`));
      await expectAxeClean(page);
    });
  }
}

test('the frame’s height messages size it; a redirect goes only to an allowed origin', async ({
  page,
}) => {
  await openLandingPage(page, {
    edition: 'uk',
    locale: 'en-GB',
    width: 1280,
    path: '/energy-saving-calculator',
    heading: HEADINGS['en-GB'],
  });
  const frameElement = page.locator('main iframe');
  await frameElement.scrollIntoViewIfNeeded();
  const frame = page.frameLocator('main iframe');
  await expect(frame.getByText('Calculator stand-in')).toBeVisible();
  const post = (message: unknown) =>
    frameElement.evaluate((el, m) => {
      (el as HTMLIFrameElement).contentWindow?.postMessage({ post: m }, '*');
    }, message);
  await post({ height: 1500 });
  await expect(frameElement).toHaveJSProperty('offsetHeight', 1500);
  // The page itself (not the frame) posting a height is ignored.
  await page.evaluate(() => window.postMessage({ height: 300 }, '*'));
  await post({ redirectUrl: 'https://evil.example/phish' });
  await page.waitForTimeout(300);
  await expect(frameElement).toHaveJSProperty('offsetHeight', 1500);
  await expect(page).toHaveURL(/\/energy-saving-calculator$/);
  await post({ redirectUrl: `${landingOrigin('uk')}/on-site-warranty` });
  await expect(page).toHaveURL(`${landingOrigin('uk')}/on-site-warranty`);
});
