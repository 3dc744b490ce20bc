import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONTACT_BODY_LIMIT, CONTACT_MESSAGES_PER_WINDOW } from './create-contact-message.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each test sends from addresses of its own, so the rate limit only bites where it is meant to. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

const VALID = {
  name: '  Aoife Byrne ',
  email: 'aoife.byrne@brightspark-electrical.example',
  phone: '+353 87 555 0199',
  country: 'IE',
  subject: 'quotation',
  message: 'Could you quote 120 AURA fire-rated downlights for a school in Galway?\nThanks.',
  consent: true,
  locale: 'en-GB',
};

const send = (payload: unknown, remoteAddress = freshAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/contact-messages',
    payload: payload as object,
    remoteAddress,
  });

const storedCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages'))[0]?.n;

describe('POST /contact-messages', () => {
  it('stores a valid message, trimmed, with the time of consent', async () => {
    const before = Date.now();
    const res = await send(VALID);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ received: true });
    const rows = await t.db.orm.select().from(contactMessages);
    const row = rows.at(-1);
    expect(row).toMatchObject({
      name: 'Aoife Byrne',
      email: 'aoife.byrne@brightspark-electrical.example',
      phone: '+353 87 555 0199',
      country: 'IE',
      subject: 'quotation',
      locale: 'en-GB',
      message: VALID.message,
    });
    expect(row!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores no phone when it is left empty', async () => {
    expect((await send({ ...VALID, phone: '' })).statusCode).toBe(202);
    const rows = await t.db.orm.select().from(contactMessages);
    expect(rows.at(-1)!.phone).toBeNull();
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const n = await storedCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VALID, name: '   ' }, 'body.name'],
      [{ ...VALID, name: 'x'.repeat(101) }, 'body.name'],
      [{ ...VALID, email: 'not-an-address' }, 'body.email'],
      [{ ...VALID, phone: 'call me' }, 'body.phone'],
      [{ ...VALID, country: 'US' }, 'body.country'],
      [{ ...VALID, subject: 'complaint' }, 'body.subject'],
      [{ ...VALID, message: 'Hi' }, 'body.message'],
      [{ ...VALID, message: 'x'.repeat(5001) }, 'body.message'],
      [{ ...VALID, message: 'A NUL \u0000 is not text at all' }, 'body.message'],
      [{ ...VALID, name: 'Aoife \u202eenrhB' }, 'body.name'],
      [{ ...VALID, message: 'An escape \u001b[2J clears a terminal' }, 'body.message'],
      [{ ...VALID, consent: false }, 'body.consent'],
      [{ ...VALID, locale: 'de-DE' }, 'body.locale'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const fields = res.json().issues.map((i: { field: string }) => i.field);
      expect(fields).toEqual([field]);
      // The message is the @lumen/i18n key the form shows in the visitor's language.
      expect(res.json().issues[0].message).toMatch(/^(contactForm|text)\.error\./);
    }
    // Every field at once: each one named.
    const all = await send({ consent: 'yes' });
    expect(all.statusCode).toBe(400);
    expect(
      all
        .json()
        .issues.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(
      [
        'body.consent',
        'body.country',
        'body.email',
        'body.locale',
        'body.message',
        'body.name',
        'body.subject',
      ].sort(),
    );
    expect((await send({ ...VALID, id: 7 })).statusCode).toBe(400);
    expect(await storedCount()).toBe(n);
  });

  it('answers 413 for a body over its limit, without reading it', async () => {
    const n = await storedCount();
    const res = await send({ ...VALID, message: 'x'.repeat(CONTACT_BODY_LIMIT + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413 });
    expect(await storedCount()).toBe(n);
  });

  it('accepts a filled honeypot like any message but stores nothing', async () => {
    const n = await storedCount();
    const res = await send({ ...VALID, website: 'https://cheap-seo.example' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ received: true });
    expect(await storedCount()).toBe(n);
  });

  it(`limits one address to ${CONTACT_MESSAGES_PER_WINDOW} messages, others unaffected`, async () => {
    const address = freshAddress();
    for (let i = 0; i < CONTACT_MESSAGES_PER_WINDOW; i++)
      expect((await send(VALID, address)).statusCode).toBe(202);
    const n = await storedCount();
    const limited = await send(VALID, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCount()).toBe(n);
    expect((await send(VALID, freshAddress())).statusCode).toBe(202);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(
      doc.paths['/contact-messages'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(
      expect.arrayContaining(['name', 'email', 'country', 'subject', 'message', 'consent']),
    );
  });
});
