import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@lumen/i18n';
import { createContentTestApp } from '#src/testing/content-test-app.ts';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());

const HOME = /* GraphQL */ `
  query Home($locale: Locale!, $countryId: Int) {
    home(locale: $locale) {
      heroImages {
        id
        title
        subTitle
        content_type
        orderId
        content_url
        mobileImage
        alternativeText
        alternativeTextMobile
        cta_text
        url
        external
        addShadow
        countDownTimer
        countDownDeadLine
        countDownUrl
      }
      exploreRanges {
        id
        orderId
        category
        image
        alternativeText
        ctaText
        slug
        url
        external
      }
      featuredProducts {
        id
        orderId
        type
        title
        shortDescription
        longDescription
        bgColor
        imageAlignment
        image
        url
        cta_text
        external
      }
      customerDetails {
        id
        orderId
        title
        buttonText
        pageSlug
        image
      }
      newsUpdates(countryId: $countryId) {
        id
        title
        date
        pageSlug
        publish_in_country {
          uk
          france
          newzealand
          ireland
          australia
        }
      }
      ourClient {
        id
        orderId
        name
        logo
        alternativeText
      }
      homePageHeading {
        exploreRangesTitle
        newsTitle
        newsButtonText
        countdownExpiredText
        seoTitle
        seoDescription
        contactSubTitle
      }
    }
  }
`;

type Home = {
  home: {
    heroImages: Record<string, unknown>[];
    exploreRanges: { orderId: number; category: string; url: string }[];
    featuredProducts: { orderId: number; title: string }[];
    customerDetails: { orderId: number; pageSlug: string }[];
    newsUpdates: { date: string; publish_in_country: Record<string, boolean> }[];
    ourClient: { orderId: number; logo: string }[];
    homePageHeading: Record<string, string>;
  };
};

async function home(locale: string, countryId?: number) {
  const res = await t.gql<Home>(HOME, { locale, countryId });
  expect(res.errors).toBeUndefined();
  return res.data!.home;
}

describe('home content', () => {
  it.each(LOCALES)('serves every home section in %s with the spec’s counts', async (locale) => {
    const h = await home(locale);
    expect(h.heroImages.length).toBeGreaterThanOrEqual(3);
    expect(h.exploreRanges).toHaveLength(4);
    expect(h.featuredProducts.length).toBeGreaterThan(0);
    expect(h.customerDetails).toHaveLength(3);
    expect(h.newsUpdates).toHaveLength(6);
    expect(h.ourClient.length).toBeGreaterThanOrEqual(6);
    expect(h.homePageHeading.seoTitle).toBeTruthy();
    const dates = h.newsUpdates.map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const heroOrder = h.heroImages.map((s) => s.orderId as number);
    expect(heroOrder).toEqual([...heroOrder].sort((a, b) => a - b));
  });

  it('writes the home page in French', async () => {
    const h = await home('fr-FR');
    expect(h.homePageHeading.newsTitle).toBe('Dernières actualités');
    expect(h.heroImages[0]?.title).toBe('Un éclairage aussi endurant que vous');
    expect(h.exploreRanges[0]?.category).toBe('Spots encastrés');
    expect(h.exploreRanges[0]?.url).toContain('categorySlug=spots-encastres');
    // Media and order are not translated: they fall back to en-GB.
    const en = await home('en-GB');
    expect(h.heroImages[0]?.content_url).toBe(en.heroImages[0]?.content_url);
  });

  it('carries countdown fields on hero slides', async () => {
    const slide = (await home('en-GB')).heroImages.find((s) => s.countDownTimer === true);
    expect(slide).toMatchObject({
      id: 'golden-ticket',
      countDownUrl: '/goldenticket',
      content_type: 'Image',
    });
    expect(Date.parse(slide!.countDownDeadLine as string)).toBeGreaterThan(
      Date.parse('2026-11-22'),
    );
    expect(slide?.mobileImage).toMatch(/-mobile\.webp$/);
  });

  it('lets an en-AU field override win and the missing ones fall back to en-GB, field by field', async () => {
    const uk = (await home('en-GB')).heroImages.find((s) => s.id === 'golden-ticket')!;
    const au = (await home('en-AU')).heroImages.find((s) => s.id === 'golden-ticket')!;
    expect(au.title).toBe('Summer trade deals');
    expect(au.countDownDeadLine).toBe('2027-02-26T17:30:00+11:00');
    expect(au.content_url).toBe('/media/content/hero/summer-deals.jpg');
    // Not in the en-AU document: taken from en-GB.
    expect(au.orderId).toBe(uk.orderId);
    expect(au.addShadow).toBe(uk.addShadow);
    expect(au.countDownTimer).toBe(true);

    const auHeading = (await home('en-AU')).homePageHeading;
    const ukHeading = (await home('en-GB')).homePageHeading;
    expect(auHeading.seoTitle).toContain('Australia');
    expect(auHeading.newsTitle).toBe(ukHeading.newsTitle);
  });

  it('shows only news published in the visitor’s country', async () => {
    const au = await home('en-AU', 2);
    expect(au.newsUpdates).toHaveLength(6);
    expect(au.newsUpdates.every((n) => n.publish_in_country.australia)).toBe(true);
    const fr = await home('fr-FR', 3);
    expect(fr.newsUpdates.every((n) => n.publish_in_country.france)).toBe(true);
    // Country 1 and 5 are the main web: UK or Ireland.
    const uk = await home('en-GB', 1);
    expect(
      uk.newsUpdates.every((n) => n.publish_in_country.uk || n.publish_in_country.ireland),
    ).toBe(true);
  });

  it('takes limits on home sections', async () => {
    const res = await t.gql<Home>(
      `{ home(locale: "en-GB") { exploreRanges(limit: 2) { id } customerDetails(limit: 1) { id } newsUpdates(limit: 0) { id } featuredProducts(limit: 1) { id } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.home.exploreRanges).toHaveLength(2);
    expect(res.data!.home.customerDetails).toHaveLength(1);
    expect(res.data!.home.newsUpdates).toHaveLength(0);
    expect(res.data!.home.featuredProducts).toHaveLength(1);
  });

  it('finds a customer story by slug, and lists clients', async () => {
    const res = await t.gql<{
      customerDetails: { title: string; description: string }[];
      ourClient: { name: string }[];
    }>(
      `{ customerDetails(locale: "fr-FR", slug: "harbourside-logistics") { title description }
         ourClient(locale: "en-NZ") { name } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.customerDetails).toHaveLength(1);
    expect(res.data!.customerDetails[0]?.description).toContain('entrepôt frigorifique');
    expect(res.data!.ourClient.length).toBe(10);
  });
});
