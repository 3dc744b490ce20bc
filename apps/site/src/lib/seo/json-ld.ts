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

export type BreadcrumbItem = { name: string; url?: string };

/** BreadcrumbList JSON-LD; the last item (the page itself) may have no URL. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        ...(item.url ? { item: item.url } : {}),
      })),
    },
  };
}

export type ProductFacts = {
  name: string;
  sku: string;
  /** EAN-13, when the product has one. */
  gtin13?: string | null;
  url: string;
  image?: string | null;
  description?: string | null;
  brand: string;
  category?: string | null;
};

/** Product JSON-LD for a product page (no offer: the site shows no prices). */
export function productJsonLd(product: ProductFacts): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      mpn: product.sku,
      ...(product.gtin13 && /^\d{13}$/.test(product.gtin13) ? { gtin13: product.gtin13 } : {}),
      url: product.url,
      ...(product.image ? { image: product.image } : {}),
      ...(product.description ? { description: product.description } : {}),
      brand: { '@type': 'Brand', name: product.brand },
      ...(product.category ? { category: product.category } : {}),
    },
  };
}
