import { graphql } from '../graphql.ts';

export const CareerOpportunityFields = graphql(`
  fragment CareerOpportunityFields on CareerOpportunity {
    id
    orderId
    title
    pageSlug
    learnMoreCta
    applyNowCta
    applyNowLinkType
    applyNowLink
    eMailId
    career_types {
      id
      name
    }
    career_locations {
      id
      name
    }
    careers_departments {
      id
      name
    }
  }
`);

/**
 * /careers: the page, the location dropdown and the vacancies in one location (a location's
 * orderId; the Worldwide location, or none, lists them all).
 */
export const CareersPageQuery = graphql(
  `
    query CareersPage($locale: Locale!, $location: Int) {
      careerPage(locale: $locale) {
        title
        subTitle
        description
        heroImage
        mobileHeroImage
        alternativeText
        companyHeading
        companyContents
        workWithTitle
        career_work_withs {
          title
          description
          image
          alternativeText
        }
        aboutTitle
        career_about_details
        stockistCount
        stockistLabel
        employeeCount
        employeeLabel
        countryCount
        countryLabel
        valuesTitle
        values {
          title
          description
          image
          alternativeText
        }
        teamTitle
        teamMembers {
          name
          designation
          description
          profilePicture
        }
        readMoreText
        readLessText
        awardsTitle
        awards {
          title
          logo
        }
        opportunitiesTitle
        locationLabel
        noOpportunitiesText
        seoTitle
        seoDescription
        seoKeywords
        ogImage
      }
      careerLocations(locale: $locale) {
        id
        name
        titleName
        orderId
        worldwide
      }
      careersOpportunities(locale: $locale, location: $location, limit: 40) {
        ...CareerOpportunityFields
      }
    }
  `,
  [CareerOpportunityFields],
);

/**
 * /careers/vacancy-details/?vacancy={pageSlug}: an empty list means back to /careers. The
 * card's fields plus what the page and its JobPosting JSON-LD need (written out, since a
 * fragment's list fields cannot be widened in the same selection).
 */
export const VacancyQuery = graphql(`
  query Vacancy($locale: Locale!, $slug: String!) {
    careersOpportunities(locale: $locale, slug: $slug, limit: 1) {
      id
      orderId
      title
      pageSlug
      learnMoreCta
      applyNowCta
      applyNowLinkType
      applyNowLink
      eMailId
      descripton
      datePosted
      validThrough
      career_types {
        id
        name
        employmentType
      }
      career_locations {
        id
        name
        worldwide
        addressLocality
        addressRegion
        addressCountry
      }
      careers_departments {
        id
        name
      }
    }
    careerHeaderNew(locale: $locale) {
      coverImage
      alternativeText
      backButtonText
      locationLabel
      typeLabel
      departmentLabel
      applyHeading
      applyText
    }
  }
`);

/** In which locales a vacancy exists (an Australian-only one is in en-AU alone): its alternates. */
export const VacancyLocalesQuery = graphql(`
  query VacancyLocales($slug: String!) {
    enGB: careersOpportunities(locale: "en-GB", slug: $slug, limit: 1) {
      id
    }
    frFR: careersOpportunities(locale: "fr-FR", slug: $slug, limit: 1) {
      id
    }
    enAU: careersOpportunities(locale: "en-AU", slug: $slug, limit: 1) {
      id
    }
    enNZ: careersOpportunities(locale: "en-NZ", slug: $slug, limit: 1) {
      id
    }
  }
`);
