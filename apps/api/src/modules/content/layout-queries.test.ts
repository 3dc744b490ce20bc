import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@lumen/i18n';
import { contentDocuments } from '#src/db/schema.ts';
import { MAIN_CATEGORIES } from '#src/seed/taxonomy.ts';
import { createContentTestApp } from '#src/testing/content-test-app.ts';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp({ artwork: true });
});
afterAll(() => t.close());

const LAYOUT = /* GraphQL */ `
  query Layout($locale: Locale!) {
    searchHeader(locale: $locale) {
      searchTitle
      closeButton
      searchPlaceholder
      heroImage
      alternativeText
      noDataText
    }
    menus(locale: $locale) {
      id
      menuName
      url
      class
      orderId
      image
      imageTitle
      imageSubTitle
      imageSubTitleLink
      sub_menus {
        id
        submenuName
        url
        heading
        submenuOrder
        key
        child_menus {
          id
          childmenuName
          url
          externalLink
          childmenuOrder
        }
      }
    }
    footer(locale: $locale) {
      newsletter {
        title
        subTitle
        label
        button
      }
      addresses {
        title
        value
        showTitle
      }
      contactDetails {
        orderId
        title
        value
        link
      }
      footerLinks {
        footerName
        link
      }
      legalLinks {
        title
        url
        externalLink
      }
      awards {
        title
        logo
        url
        certificateFile
      }
      socialMedia {
        name
        url
        icon
        orderId
      }
      supportHours
    }
    countries(locale: $locale) {
      countryId
      name
      lang
      flag
      orderId
    }
  }
`;

type Layout = {
  searchHeader: Record<string, string>;
  menus: {
    menuName: string;
    orderId: number;
    sub_menus: {
      submenuName: string;
      submenuOrder: number;
      key: string | null;
      url: string;
      child_menus: {
        childmenuName: string;
        url: string;
        externalLink: boolean;
        childmenuOrder: number;
      }[];
    }[];
  }[];
  footer: {
    newsletter: Record<string, string>;
    addresses: { title: string; value: string }[];
    contactDetails: { orderId: number; title: string; value: string }[];
    legalLinks: { externalLink: boolean }[];
    awards: { title: string; certificateFile: string }[];
    socialMedia: { orderId: number }[];
    supportHours: string;
  };
  countries: { countryId: number; name: string; lang: string; orderId: number }[];
};

async function layout(locale: string): Promise<Layout> {
  const res = await t.gql<Layout>(LAYOUT, { locale });
  expect(res.errors).toBeUndefined();
  return res.data!;
}

describe('layout content', () => {
  it.each(LOCALES)(
    'serves the search header, menus, footer and countries in %s',
    async (locale) => {
      const l = await layout(locale);
      expect(l.searchHeader.searchPlaceholder).toBeTruthy();
      expect(l.menus.length).toBeGreaterThanOrEqual(5);
      expect(l.footer.newsletter.button).toBeTruthy();
      expect(l.countries).toHaveLength(5);
      expect(l.menus.map((m) => m.orderId)).toEqual(
        [...l.menus.map((m) => m.orderId)].sort((a, b) => a - b),
      );
    },
  );

  it('builds the products menu (orderId 1) from the taxonomy, in each language', async () => {
    for (const [locale, lang] of [
      ['en-GB', 'en'],
      ['fr-FR', 'fr'],
    ] as const) {
      const [products] = (await layout(locale)).menus;
      expect(products?.orderId).toBe(1);
      expect(products?.sub_menus.map((s) => s.submenuName)).toEqual(
        MAIN_CATEGORIES.map((c) => c.name[lang]),
      );
      expect(products?.sub_menus.map((s) => s.key)).toEqual(
        MAIN_CATEGORIES.map((c) => c.slug[lang]),
      );
      const downlights = products?.sub_menus[0];
      expect(downlights?.url).toBe(
        `/select-range?category=${encodeURIComponent(MAIN_CATEGORIES[0]!.name[lang])}&categorySlug=${MAIN_CATEGORIES[0]!.slug[lang]}`,
      );
      expect(downlights?.child_menus.map((c) => c.childmenuName)).toEqual(
        MAIN_CATEGORIES[0]!.subCategories.map((s) => s[lang]),
      );
      expect(downlights?.child_menus[0]?.url).toMatch(/^\/products\?name=/);
    }
  });

  it('sorts sub and child menus and flags external links', async () => {
    const { menus } = await layout('en-GB');
    for (const m of menus) {
      const orders = m.sub_menus.map((s) => s.submenuOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      for (const s of m.sub_menus) {
        const childOrders = s.child_menus.map((c) => c.childmenuOrder);
        expect(childOrders).toEqual([...childOrders].sort((a, b) => a - b));
      }
    }
    const children = menus.flatMap((m) => m.sub_menus.flatMap((s) => s.child_menus));
    const external = children.filter((c) => c.externalLink);
    expect(external.length).toBeGreaterThan(0);
    expect(external.every((c) => c.url.startsWith('https://'))).toBe(true);
    expect(children.filter((c) => !c.externalLink).every((c) => c.url.startsWith('/'))).toBe(true);
  });

  it('gives Australia and New Zealand their own menus where they differ', async () => {
    const uk = await layout('en-GB');
    const au = await layout('en-AU');
    const nz = await layout('en-NZ');
    const names = (l: Layout) => l.menus.map((m) => m.menuName);
    const childNames = (l: Layout, menu: string) =>
      l.menus
        .find((m) => m.menuName === menu)
        ?.sub_menus.flatMap((s) => s.child_menus.map((c) => c.childmenuName));

    // The promotions menu is withdrawn regionally (_hidden), the rest falls back to en-GB.
    expect(names(uk)).toContain('Promotions');
    expect(names(au)).not.toContain('Promotions');
    expect(names(nz)).not.toContain('Promotions');
    expect(au.menus[0]).toEqual(uk.menus[0]);

    // Services: a regional sub_menus list replaces the en-GB one whole.
    expect(childNames(uk, 'Services')).toContain('VEGAS emergency calculator');
    expect(childNames(au, 'Services')).not.toContain('VEGAS emergency calculator');
    expect(childNames(au, 'Services')).toContain('Trade portal (ANZ)');
    expect(childNames(nz, 'Resources')).not.toContain('Virtual visitor centre');
  });

  it('lists UK and Ireland phone numbers, a fax and support hours in the UK footer', async () => {
    const { footer } = await layout('en-GB');
    const titles = footer.contactDetails.map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['UK sales', 'Ireland sales', 'Fax']));
    expect(footer.contactDetails.map((c) => c.orderId)).toEqual([1, 2, 3, 4]);
    expect(footer.supportHours).toContain('07:30-17:30');
    expect(footer.awards.length).toBeGreaterThan(0);
    for (const a of footer.awards)
      expect(a.certificateFile).toMatch(/^\/media\/content\/certificates\/.+\.jpg$/);
    expect(footer.legalLinks.some((l) => l.externalLink)).toBe(true);
    expect(footer.socialMedia.map((s) => s.orderId)).toEqual([1, 2, 3, 4]);
  });

  it('gives the Australian and New Zealand footers local addresses and numbers, falling back for the rest', async () => {
    const uk = (await layout('en-GB')).footer;
    const au = (await layout('en-AU')).footer;
    const nz = (await layout('en-NZ')).footer;
    expect(au.contactDetails[0]?.value).toBe('1300 975 707');
    expect(au.addresses[0]?.value).toContain('VIC');
    expect(nz.contactDetails[0]?.value).toMatch(/^0800/);
    expect(nz.addresses[0]?.value).toContain('Auckland');
    // Not overridden: newsletter, awards and social links come from en-GB.
    expect(au.newsletter).toEqual(uk.newsletter);
    expect(nz.awards).toEqual(uk.awards);
  });

  it('translates the footer into French', async () => {
    const { footer } = await layout('fr-FR');
    expect(footer.newsletter.button).toBe('S’abonner');
    expect(footer.supportHours).toContain('07:30');
    expect(footer.awards[0]?.title).toContain('Management de la qualité');
  });

  it('lists each edition’s country first', async () => {
    const first = async (locale: string) => (await layout(locale)).countries[0];
    expect(await first('en-GB')).toMatchObject({
      countryId: 1,
      name: 'United Kingdom',
      lang: 'en-GB',
    });
    expect(await first('en-AU')).toMatchObject({ countryId: 2, name: 'Australia', lang: 'en-AU' });
    expect(await first('en-NZ')).toMatchObject({
      countryId: 4,
      name: 'New Zealand',
      lang: 'en-NZ',
    });
    expect(await first('fr-FR')).toMatchObject({ countryId: 3, name: 'France', lang: 'fr-FR' });
    const fr = await layout('fr-FR');
    expect(fr.countries.map((c) => c.name)).toContain('Royaume-Uni');
  });
});

describe('content media', () => {
  it('serves every image the layout names from /media', async () => {
    const l = await layout('en-GB');
    const paths = [
      l.searchHeader.heroImage!,
      ...l.footer.awards.map((a) => a.certificateFile),
      ...(
        await t.gql<{ countries: { flag: string }[] }>(`{ countries(locale: "en-GB") { flag } }`)
      ).data!.countries.map((c) => c.flag),
    ];
    for (const path of paths) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
    }
  });

  it('serves hero images and their mobile variants', async () => {
    const res = await t.gql<{
      home: { heroImages: { content_url: string; mobileImage: string }[] };
    }>(`{ home(locale: "en-GB") { heroImages { content_url mobileImage } } }`);
    for (const slide of res.data!.home.heroImages) {
      const desktop = await t.app.inject({ method: 'GET', url: slide.content_url });
      expect(desktop.headers['content-type']).toBe('image/jpeg');
      const mobile = await t.app.inject({ method: 'GET', url: slide.mobileImage });
      expect(mobile.headers['content-type']).toBe('image/webp');
    }
  });
});

describe('content store', () => {
  it('is mirrored by Drizzle', async () => {
    const rows = await t.db.orm.select().from(contentDocuments);
    expect(rows).toHaveLength(t.docs.length);
    expect(new Set(rows.map((r) => r.locale))).toEqual(new Set(LOCALES));
  });
});
