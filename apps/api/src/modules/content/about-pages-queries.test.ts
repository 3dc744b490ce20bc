import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentTestApp } from '#src/testing/content-test-app.ts';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());

async function data<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await t.gql<T>(query, variables);
  expect(res.errors).toBeUndefined();
  return res.data!;
}

type Opportunity = {
  id: string;
  orderId: number;
  title: string;
  pageSlug: string;
  applyNowLinkType: 'Internal' | 'External';
  applyNowLink: string | null;
  eMailId: string | null;
  career_locations: { id: string; name: string; orderId: number; addressCountry: string | null }[];
  career_types: { name: string; employmentType: string }[];
  careers_departments: { name: string }[];
};

const OPPORTUNITIES = /* GraphQL */ `
  query ($locale: Locale!, $location: Int, $slug: String, $limit: Int) {
    careersOpportunities(locale: $locale, location: $location, slug: $slug, limit: $limit) {
      id
      orderId
      title
      pageSlug
      applyNowLinkType
      applyNowLink
      eMailId
      career_locations {
        id
        name
        orderId
        addressCountry
      }
      career_types {
        name
        employmentType
      }
      careers_departments {
        name
      }
    }
    careerLocations(locale: $locale) {
      id
      name
      orderId
      worldwide
    }
  }
`;

type Opportunities = {
  careersOpportunities: Opportunity[];
  careerLocations: { id: string; name: string; orderId: number; worldwide: boolean }[];
};

describe('careers', () => {
  it('lists at least 10 vacancies in 4 locations by orderId, with both kinds of apply link', async () => {
    const d = await data<Opportunities>(OPPORTUNITIES, { locale: 'en-GB' });
    const list = d.careersOpportunities;
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.map((o) => o.orderId)).toEqual(
      [...list.map((o) => o.orderId)].sort((a, b) => a - b),
    );
    const locations = new Set(list.flatMap((o) => o.career_locations.map((l) => l.id)));
    expect(locations.size).toBeGreaterThanOrEqual(4);
    const internal = list.filter((o) => o.applyNowLinkType === 'Internal');
    const external = list.filter((o) => o.applyNowLinkType === 'External');
    expect(internal.length).toBeGreaterThan(0);
    expect(external.length).toBeGreaterThan(0);
    for (const o of internal) expect(o.eMailId).toMatch(/@/);
    for (const o of external) expect(o.applyNowLink).toMatch(/^https:\/\//);
    expect(list[0]!.career_types[0]).toEqual({ name: 'Full time', employmentType: 'FULL_TIME' });
  });

  it('filters by a location orderId; Worldwide and no location give every vacancy', async () => {
    const all = await data<Opportunities>(OPPORTUNITIES, { locale: 'en-GB' });
    const worldwide = all.careerLocations.find((l) => l.worldwide)!;
    const lyon = all.careerLocations.find((l) => l.id === 'lyon')!;
    const ww = await data<Opportunities>(OPPORTUNITIES, {
      locale: 'en-GB',
      location: worldwide.orderId,
    });
    expect(ww.careersOpportunities.map((o) => o.id)).toEqual(
      all.careersOpportunities.map((o) => o.id),
    );
    const inLyon = await data<Opportunities>(OPPORTUNITIES, {
      locale: 'en-GB',
      location: lyon.orderId,
    });
    expect(inLyon.careersOpportunities.length).toBeGreaterThan(0);
    expect(inLyon.careersOpportunities.length).toBeLessThan(all.careersOpportunities.length);
    for (const o of inLyon.careersOpportunities)
      expect(o.career_locations.map((l) => l.id)).toContain('lyon');
    const unknown = await data<Opportunities>(OPPORTUNITIES, { locale: 'en-GB', location: 9999 });
    expect(unknown.careersOpportunities).toEqual([]);
  });

  it('serves French titles and location names, English apply links, and finds a slug in either', async () => {
    const fr = await data<Opportunities>(OPPORTUNITIES, {
      locale: 'fr-FR',
      slug: 'technico-commercial-lyon',
    });
    expect(fr.careersOpportunities).toHaveLength(1);
    const o = fr.careersOpportunities[0]!;
    expect(o.title).toBe('Technico-commercial Auvergne-Rhône-Alpes');
    expect(o.eMailId).toBe('recrutement@lumen-eclairage.fr');
    expect(fr.careerLocations.find((l) => l.worldwide)?.name).toBe('Monde entier');
    const none = await data<Opportunities>(OPPORTUNITIES, { locale: 'fr-FR', slug: 'no-such-job' });
    expect(none.careersOpportunities).toEqual([]);
  });

  it('gives Australia its Melbourne site and vacancy, and no other edition', async () => {
    const au = await data<Opportunities>(OPPORTUNITIES, { locale: 'en-AU' });
    const uk = await data<Opportunities>(OPPORTUNITIES, { locale: 'en-GB' });
    const nz = await data<Opportunities>(OPPORTUNITIES, { locale: 'en-NZ' });
    expect(au.careerLocations.map((l) => l.id)).toContain('melbourne');
    expect(uk.careerLocations.map((l) => l.id)).not.toContain('melbourne');
    expect(nz.careerLocations.map((l) => l.id)).not.toContain('melbourne');
    expect(au.careersOpportunities.length).toBe(uk.careersOpportunities.length + 1);
  });

  it('serves the careers page with its team by orderId and the vacancy header', async () => {
    const d = await data<{
      careerPage: {
        title: string;
        employeeCount: number;
        teamMembers: { orderId: number }[];
        career_work_withs: unknown[];
        values: unknown[];
        awards: unknown[];
        career_about_details: string;
      };
      careerHeaderNew: { backButtonText: string; coverImage: string };
    }>(
      /* GraphQL */ `
        query ($locale: Locale!) {
          careerPage(locale: $locale) {
            title
            employeeCount
            career_about_details
            teamMembers {
              orderId
            }
            career_work_withs {
              title
            }
            values {
              title
            }
            awards {
              title
            }
          }
          careerHeaderNew(locale: $locale) {
            backButtonText
            coverImage
          }
        }
      `,
      { locale: 'en-AU' },
    );
    expect(d.careerPage.title).toBe('Careers at Lumen');
    expect(d.careerPage.career_about_details).toContain('Sydney');
    const order = d.careerPage.teamMembers.map((m) => m.orderId);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(d.careerPage.career_work_withs.length).toBeGreaterThan(2);
    expect(d.careerHeaderNew.coverImage).toMatch(/^\/media\/content\//);
  });

  it('answers a bad location with BAD_USER_INPUT naming it', async () => {
    const res = await t.gql(OPPORTUNITIES, { locale: 'en-GB', location: -1 });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.issues?.[0]?.field).toBe('location');
  });
});

const FAQ = /* GraphQL */ `
  query ($locale: Locale!, $ids: [ID!]) {
    faqBanner(locale: $locale) {
      bannerText
      seoTitle
    }
    faqCategories(locale: $locale, ids: $ids) {
      id
      categoryName
      color
      orderId
      faqs {
        id
        question
        answer
      }
    }
  }
`;
type FaqData = {
  faqBanner: { bannerText: string; seoTitle: string };
  faqCategories: {
    id: string;
    categoryName: string;
    orderId: number;
    faqs: { id: string; question: string; answer: string }[];
  }[];
};

describe('faq', () => {
  it('has 5 categories by orderId and 30 questions', async () => {
    const d = await data<FaqData>(FAQ, { locale: 'en-GB' });
    expect(d.faqCategories).toHaveLength(5);
    expect(d.faqCategories.map((c) => c.orderId)).toEqual([1, 2, 3, 4, 5]);
    expect(d.faqCategories.flatMap((c) => c.faqs)).toHaveLength(30);
    expect(d.faqBanner.bannerText).toBe('Frequently asked questions');
  });

  it('keeps only the chosen categories, and ignores unknown ids', async () => {
    const d = await data<FaqData>(FAQ, {
      locale: 'en-GB',
      ids: ['emergency-lighting', 'installation-and-wiring', 'nope'],
    });
    expect(d.faqCategories.map((c) => c.id)).toEqual([
      'installation-and-wiring',
      'emergency-lighting',
    ]);
    const empty = await data<FaqData>(FAQ, { locale: 'en-GB', ids: [] });
    expect(empty.faqCategories).toHaveLength(5);
  });

  it('answers in French, and by the AS/NZS rules in Australia and New Zealand', async () => {
    const fr = await data<FaqData>(FAQ, { locale: 'fr-FR', ids: ['emergency-lighting'] });
    expect(fr.faqCategories[0]!.categoryName).toBe('Éclairage de sécurité');
    for (const locale of ['en-AU', 'en-NZ']) {
      const d = await data<FaqData>(FAQ, { locale, ids: ['installation-and-wiring'] });
      const rules = d.faqCategories[0]!.faqs.find((f) => f.id === 'wiring-regulations')!;
      expect(rules.answer).toContain('AS/NZS 3000');
      expect(d.faqCategories[0]!.faqs).toHaveLength(6);
    }
    const au = await data<FaqData>(FAQ, { locale: 'en-AU', ids: ['orders-delivery-and-warranty'] });
    const nz = await data<FaqData>(FAQ, { locale: 'en-NZ', ids: ['orders-delivery-and-warranty'] });
    const delivery = (d: FaqData) =>
      d.faqCategories[0]!.faqs.find((f) => f.id === 'delivery')!.answer;
    expect(delivery(au)).toContain('Sydney');
    expect(delivery(nz)).toContain('Auckland');
  });
});

type Teams = {
  teams: {
    id: string;
    teamName: string;
    members: { name: string; orderId: number; region: { id: string; title: string } | null }[];
  }[];
};
const TEAMS = /* GraphQL */ `
  query ($locale: Locale!) {
    teams(locale: $locale) {
      id
      teamName
      members {
        name
        orderId
        region {
          id
          title
        }
      }
    }
  }
`;

describe('meet the team', () => {
  it('lists teams by orderId, members by orderId, the Australia team with regions', async () => {
    const d = await data<Teams>(TEAMS, { locale: 'en-GB' });
    expect(d.teams.map((t) => t.id)).toEqual(['uk-ireland', 'france', 'australia', 'new-zealand']);
    for (const team of d.teams) {
      const order = team.members.map((m) => m.orderId);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    const au = d.teams.find((x) => x.id === 'australia')!;
    expect(au.members.every((m) => m.region !== null)).toBe(true);
    expect(new Set(au.members.map((m) => m.region!.id)).size).toBeGreaterThan(1);
    expect(d.teams.find((x) => x.id === 'france')!.members.every((m) => m.region === null)).toBe(
      true,
    );
  });

  it('puts each Australasian edition its own team first', async () => {
    const au = await data<Teams>(TEAMS, { locale: 'en-AU' });
    const nz = await data<Teams>(TEAMS, { locale: 'en-NZ' });
    expect(au.teams[0]!.id).toBe('australia');
    expect(nz.teams[0]!.id).toBe('new-zealand');
  });

  it('finds one team by id, in French, and null for an unknown id', async () => {
    const q = /* GraphQL */ `
      query ($locale: Locale!, $id: ID!) {
        team(locale: $locale, id: $id) {
          teamName
          members {
            region {
              title
            }
          }
        }
      }
    `;
    const d = await data<{ team: Teams['teams'][0] | null }>(q, {
      locale: 'fr-FR',
      id: 'australia',
    });
    expect(d.team!.teamName).toBe('Australie');
    expect(d.team!.members.map((m) => m.region?.title)).toContain('Nouvelle-Galles du Sud et ACT');
    const none = await data<{ team: null }>(q, { locale: 'fr-FR', id: 'atlantis' });
    expect(none.team).toBeNull();
  });
});

describe('our story', () => {
  it('serves the story, its lists, and the heritage by year ascending', async () => {
    const d = await data<{
      ourStory: { title: string };
      ourValues: { orderId: number }[];
      globalOffers: { orderId: number }[];
      whyRobuses: { title: string }[];
      ourHeritages: { year: number; orderId: number }[];
      ourTeams: { name: string; linkedInId: string | null }[];
    }>(
      /* GraphQL */ `
        query ($locale: Locale!) {
          ourStory(locale: $locale) {
            title
          }
          ourValues(locale: $locale) {
            orderId
          }
          globalOffers(locale: $locale) {
            orderId
          }
          whyRobuses(locale: $locale) {
            title
          }
          ourHeritages(locale: $locale) {
            year
            orderId
          }
          ourTeams(locale: $locale) {
            name
            linkedInId
          }
        }
      `,
      { locale: 'fr-FR' },
    );
    expect(d.ourStory.title).toBe('Notre histoire');
    const years = d.ourHeritages.map((h) => h.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    // The files' orderIds run the other way, so sorting by orderId would fail the line above.
    const orders = d.ourHeritages.map((h) => h.orderId);
    expect(orders).not.toEqual([...orders].sort((a, b) => a - b));
    expect(d.ourValues.length).toBeGreaterThanOrEqual(3);
    expect(d.globalOffers.length).toBeGreaterThanOrEqual(3);
    expect(d.whyRobuses.length).toBeGreaterThanOrEqual(3);
    expect(d.ourTeams[0]!.linkedInId).toBeTruthy();
  });
});
