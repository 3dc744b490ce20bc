import { expect, test } from '@playwright/test';
import { E2E_API_URL } from '../ports.ts';

test('the production API answers health, GraphQL and its OpenAPI document', async ({ request }) => {
  const health = await request.get(`${E2E_API_URL}/health`);
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

  const gql = await request.post(`${E2E_API_URL}/graphql`, { data: { query: '{ locales }' } });
  expect((await gql.json()).data.locales).toEqual(['en-GB', 'fr-FR', 'en-AU', 'en-NZ']);

  const doc = await request.get(`${E2E_API_URL}/openapi.json`);
  expect((await doc.json()).paths['/health']).toBeDefined();
});

test('a browser can load the OpenAPI document', async ({ page }) => {
  const res = await page.goto(`${E2E_API_URL}/openapi.json`);
  expect(res?.status()).toBe(200);
  await expect(page.locator('body')).toContainText('"openapi"');
});
