import { expect, test } from '@playwright/test';

test('the gateway sends media to the API, campaign paths to the campaigns app, the rest to the site', async ({
  request,
}) => {
  const media = await request.get('/media/no-such-image.jpg');
  expect(media.status()).toBe(404);
  expect(media.headers()['content-type']).toContain('application/json'); // the API's 404, not the site's page

  const campaign = await request.get('/goldenticket');
  expect(campaign.status()).toBe(502); // no campaigns app in this run
  expect(await campaign.text()).toContain('The campaigns app is not configured');

  const adminPath = await request.get('/goldenticketdraw');
  expect(adminPath.status()).toBe(404);
  expect(await adminPath.text()).toContain('Back to Home');
});
