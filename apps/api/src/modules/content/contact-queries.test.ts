import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentTestApp } from '#src/testing/content-test-app.ts';

// Contact, policy, sustainability and visitor-centre queries (issue 10) against the seeded
// content files: order, limits, locale fallback and the regional differences the files hold.
let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp({ artwork: true });
});
afterAll(() => t.close());

type Data = Record<string, unknown>;
async function q<T = Data>(query: string, variables: Data): Promise<T> {
  const res = await t.gql<T>(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
}

describe('contact queries', () => {
  const CONTACT = `query ($locale: Locale!, $limit: Int) {
    contactuses(locale: $locale, limit: $limit) { id orderId optionTitle url }
    contactUsHeader(locale: $locale) { title heroImage seoTitle }
  }`;
  type Contact = {
    contactuses: { id: string; orderId: number; optionTitle: string; url: string }[];
    contactUsHeader: { title: string; heroImage: string; seoTitle: string };
  };

  it('lists 3 option cards by orderId, WhatsApp only in English', async () => {
    const en = await q<Contact>(CONTACT, { locale: 'en-GB' });
    expect(en.contactuses.map((o) => o.url)).toEqual([
      '/contact/get-in-touch',
      '/contact/write-to-us',
      '/contact/whatsapp-us',
    ]);
    const fr = await q<Contact>(CONTACT, { locale: 'fr-FR' });
    expect(fr.contactuses.map((o) => o.url)).toEqual([
      '/contact/get-in-touch',
      '/contact/write-to-us',
      '/virtual-visitor-centre',
    ]);
    expect(fr.contactuses[0]!.optionTitle).toBe('Appelez-nous');
    // Fields a French file leaves out fall back to en-GB.
    expect(fr.contactUsHeader.heroImage).toBe(en.contactUsHeader.heroImage);
    expect(fr.contactUsHeader.title).toBe('Contactez-nous');
    const all = await q<Contact>(CONTACT, { locale: 'en-GB', limit: 10 });
    expect(all.contactuses.map((o) => o.orderId)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a limit past the maximum, naming it', async () => {
    const res = await t.gql(CONTACT, { locale: 'en-GB', limit: 1000 });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.issues?.[0]?.field).toBe('limit');
  });

  const PHONES = `query ($locale: Locale!) {
    continentsConnection(locale: $locale) {
      totalCount
      nodes { name call_uses { id country phoneNumber availability } }
    }
    callUsHeading(locale: $locale) { countryLabel phoneNumberLabel availabilityLabel }
    getInTouch(locale: $locale) { title backButton }
  }`;
  type Phones = {
    continentsConnection: {
      totalCount: number;
      nodes: { name: string; call_uses: { id: string; phoneNumber: string }[] }[];
    };
    callUsHeading: Record<string, string>;
    getInTouch: Record<string, string>;
  };

  it('gives each edition its phone tables, its own region first in Australia and New Zealand', async () => {
    const uk = await q<Phones>(PHONES, { locale: 'en-GB' });
    expect(uk.continentsConnection.totalCount).toBe(3);
    expect(uk.continentsConnection.nodes.map((c) => c.name)).toEqual([
      'Europe',
      'Australia and New Zealand',
      'Rest of the world',
    ]);
    expect(uk.continentsConnection.nodes[0]!.call_uses[0]).toMatchObject({
      id: 'uk-sales',
      phoneNumber: '+44 (0)161 496 0730',
    });
    const au = await q<Phones>(PHONES, { locale: 'en-AU' });
    expect(au.continentsConnection.nodes.map((c) => c.name)[0]).toBe('Australia and New Zealand');
    expect(au.continentsConnection.nodes[0]!.call_uses[0]!.phoneNumber).toBe('1300 975 707');
    const nz = await q<Phones>(PHONES, { locale: 'en-NZ' });
    expect(nz.continentsConnection.nodes[0]!.call_uses[0]!.phoneNumber).toBe('0800 555 016');
    const fr = await q<Phones>(PHONES, { locale: 'fr-FR' });
    expect(fr.continentsConnection.nodes[0]!.call_uses[0]!.id).toBe('france');
    expect(fr.callUsHeading.countryLabel).toBe('Pays');
    expect(fr.getInTouch.backButton).toBe('Retour au contact');
  });

  it('serves the WhatsApp page with a number for the chat link and the write-to-us header', async () => {
    const QUERY = `query ($locale: Locale!) {
      whatsAppUs(locale: $locale) { title content CTAText whatsappNumber greeting }
      writetoUsHeader(locale: $locale) { hiddenHeading successTitle }
    }`;
    type W = { whatsAppUs: Record<string, string>; writetoUsHeader: Record<string, string> };
    const uk = await q<W>(QUERY, { locale: 'en-GB' });
    expect(uk.whatsAppUs.whatsappNumber).toMatch(/^44\d+$/);
    expect(uk.whatsAppUs.content).toContain('Monday to Friday');
    const au = await q<W>(QUERY, { locale: 'en-AU' });
    expect(au.whatsAppUs.whatsappNumber).toMatch(/^61\d+$/);
    expect(au.whatsAppUs.title).toBe(uk.whatsAppUs.title);
    const fr = await q<W>(QUERY, { locale: 'fr-FR' });
    expect(fr.writetoUsHeader.hiddenHeading).toBe('Formulaire de contact');
  });
});

describe('policy queries', () => {
  it('lists the four cookie tables in order 1 to 4, with their column labels', async () => {
    const data = await q<{
      privacyPolicyRelations: {
        orderId: number;
        name: string;
        privacy_policy_details: unknown[];
      }[];
      privacyPolicyHeading: Record<string, string>;
    }>(
      `query ($locale: Locale!) {
        privacyPolicyRelations(locale: $locale) { orderId name privacy_policy_details { name domain expiration description } }
        privacyPolicyHeading(locale: $locale) { title nameLabel domainLabel expirationLabel descriptionLabel content conclusion }
      }`,
      { locale: 'fr-FR' },
    );
    expect(data.privacyPolicyRelations.map((r) => r.orderId)).toEqual([1, 2, 3, 4]);
    expect(data.privacyPolicyRelations[0]!.name).toBe('Cookies strictement nécessaires');
    for (const r of data.privacyPolicyRelations)
      expect(r.privacy_policy_details.length).toBeGreaterThan(0);
    expect(data.privacyPolicyHeading).toMatchObject({ nameLabel: 'Nom', domainLabel: 'Domaine' });
    expect(data.privacyPolicyHeading.conclusion).toContain('CNIL');
  });

  it('serves terms per region, the sitemap heading and the visitor centre with page 2', async () => {
    const QUERY = `query ($locale: Locale!) {
      terms(locale: $locale) { title content }
      sitemapHeader(locale: $locale) { title }
      visitHeader(locale: $locale) { pageTitle formSrc }
      page(locale: $locale, id: "2") { title pageZone { component title description image aside url } }
    }`;
    type P = {
      terms: Record<string, string>;
      sitemapHeader: Record<string, string>;
      visitHeader: Record<string, string>;
      page: { title: string; pageZone: { component: string }[] };
    };
    const uk = await q<P>(QUERY, { locale: 'en-GB' });
    expect(uk.terms.content).toContain('England and Wales');
    const au = await q<P>(QUERY, { locale: 'en-AU' });
    expect(au.terms.content).toContain('Australian Consumer Law');
    expect(au.terms.title).toBe(uk.terms.title);
    expect(uk.visitHeader.formSrc).toMatch(/^https:\/\//);
    expect(uk.page.pageZone.map((z) => z.component)).toEqual([
      'title',
      'rich-description',
      'image',
      'text-aside',
    ]);
    const fr = await q<P>(QUERY, { locale: 'fr-FR' });
    expect(fr.sitemapHeader.title).toBe('Plan du site');
    expect(fr.page.title).toBe('Préparez votre visite');
    const none = await q<{ page: null }>(
      `query ($locale: Locale!) { page(locale: $locale, id: "99") { id } }`,
      { locale: 'en-GB' },
    );
    expect(none.page).toBeNull();
  });
});

describe('sustainability queries', () => {
  it('serves every section in orderId order, and the PDF the header names exists', async () => {
    const data = await q<{
      sustainabilityHeader: { ctaButtonTitle: string; uploadPDF: string; title: string };
      sustainabilityTopCards: { title: string }[];
      pillarLists: { title: string }[];
      carbonNeutralContents: { title: string }[];
      certifications: { name: string; certificateFile: string }[];
      carbonNeutral: { videoLink: string };
    }>(
      `query ($locale: Locale!) {
        sustainabilityHeader(locale: $locale) { title ctaButtonTitle uploadPDF }
        sustainabilityTopCards(locale: $locale) { title }
        pillarLists(locale: $locale) { title }
        carbonNeutralContents(locale: $locale) { title }
        certifications(locale: $locale) { name certificateFile }
        carbonNeutral(locale: $locale) { videoLink }
      }`,
      { locale: 'fr-FR' },
    );
    expect(data.sustainabilityHeader.title).toBe('Développement durable');
    expect(data.carbonNeutralContents.map((c) => c.title)).toEqual([
      'Mesurer',
      'Réduire',
      'Compenser',
      'Vérifier',
    ]);
    expect(data.pillarLists).toHaveLength(5);
    expect(data.certifications[0]!.name).toContain('ISO 14001');
    expect(data.carbonNeutral.videoLink).toMatch(/\/embed\/[A-Za-z0-9_-]{11}$/);
    for (const file of [
      data.sustainabilityHeader.uploadPDF,
      data.certifications[0]!.certificateFile,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: file });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.body.startsWith('%PDF-1.4')).toBe(true);
    }
  });
});
