import type { MetaDescriptor } from 'react-router';

export type OrganizationFacts = {
  name: string;
  /** The edition's home page. */
  url: string;
  logo?: string | null;
  /** Social profile URLs (footer social media). */
  sameAs?: readonly string[];
  contactPoints?: readonly { telephone: string; areaServed?: string; contactType?: string }[];
};

/**
 * Organization JSON-LD for the home page, as a meta descriptor: React Router renders it as
 * an escaped `<script type="application/ld+json">` in the server HTML.
 */
export function organizationJsonLd(org: OrganizationFacts): MetaDescriptor {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    url: org.url,
  };
  if (org.logo) data.logo = new URL(org.logo, org.url).toString();
  if (org.sameAs?.length) data.sameAs = [...org.sameAs];
  if (org.contactPoints?.length) {
    data.contactPoint = org.contactPoints.map((c) => ({
      '@type': 'ContactPoint',
      telephone: c.telephone,
      contactType: c.contactType ?? 'customer support',
      ...(c.areaServed ? { areaServed: c.areaServed } : {}),
    }));
  }
  return { 'script:ld+json': data };
}
