import type { MetaDescriptor } from 'react-router';

export type JobPostingFacts = {
  title: string;
  /** Plain text or simple HTML; search engines show it as the job's description. */
  description: string;
  url: string;
  datePosted: string;
  validThrough?: string | null;
  employmentTypes: readonly string[];
  organization: { name: string; url: string; logo?: string | null };
  places: readonly {
    addressLocality?: string | null;
    addressRegion?: string | null;
    addressCountry?: string | null;
  }[];
};

/** JobPosting JSON-LD for a vacancy page, as a meta descriptor React Router renders escaped. */
export function jobPostingJsonLd(job: JobPostingFacts): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      description: job.description,
      url: job.url,
      datePosted: job.datePosted,
      ...(job.validThrough ? { validThrough: `${job.validThrough}T23:59:59Z` } : {}),
      ...(job.employmentTypes.length ? { employmentType: [...job.employmentTypes] } : {}),
      hiringOrganization: {
        '@type': 'Organization',
        name: job.organization.name,
        sameAs: job.organization.url,
        ...(job.organization.logo ? { logo: job.organization.logo } : {}),
      },
      jobLocation: job.places.map((p) => ({
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          ...(p.addressLocality ? { addressLocality: p.addressLocality } : {}),
          ...(p.addressRegion ? { addressRegion: p.addressRegion } : {}),
          ...(p.addressCountry ? { addressCountry: p.addressCountry } : {}),
        },
      })),
    },
  };
}
