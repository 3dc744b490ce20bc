import { graphql } from '../graphql.ts';

/** /meet-the-team: the header and every team with its members (regions for Australia). */
export const MeetTheTeamQuery = graphql(`
  query MeetTheTeam($locale: Locale!) {
    meetTheTeamHeader(locale: $locale) {
      title
      description
      worldMapImage
      alternativeText
      seoTitle
      seoDescription
      seoKeywords
      ogImage
    }
    teams(locale: $locale) {
      id
      teamName
      members {
        id
        name
        designation
        profilePicture
        alternativeText
        shortDescription
        phoneNumber
        email
        region {
          id
          title
          orderId
        }
      }
    }
  }
`);

/** /our-story: every section; the heritage comes sorted by year. */
export const OurStoryQuery = graphql(`
  query OurStory($locale: Locale!) {
    ourStory(locale: $locale) {
      heroImage
      mobileHeroImage
      alternativeText
      title
      description
      whoIsTitle
      whoIsText
      visionTitle
      visionText
      valuesTitle
      globalOffersTitle
      whyChooseTitle
      heritageHeading
      teamHeading
      seoTitle
      seoDescription
      seoKeywords
      ogImage
    }
    ourValues(locale: $locale) {
      id
      title
      description
      image
      alternativeText
    }
    globalOffers(locale: $locale) {
      id
      title
      description
      image
      alternativeText
    }
    whyRobuses(locale: $locale) {
      id
      title
      description
    }
    ourHeritages(locale: $locale) {
      id
      year
      title
      description
    }
    ourTeams(locale: $locale) {
      id
      image
      alternativeText
      statement
      name
      designation
      twitterId
      linkedInId
    }
  }
`);
