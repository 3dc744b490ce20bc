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

export type VideoFacts = {
  name: string;
  description: string;
  /** Absolute URL of the poster frame. */
  thumbnailUrl: string;
  /** ISO date and time the video was published. */
  uploadDate: string | null;
  embedUrl: string;
  /** The page that plays it. */
  url: string;
};

/** VideoObject JSON-LD for a how-to video on a video page. */
export function videoObjectJsonLd(video: VideoFacts): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: video.name,
      description: video.description,
      thumbnailUrl: video.thumbnailUrl,
      ...(video.uploadDate ? { uploadDate: video.uploadDate } : {}),
      embedUrl: video.embedUrl,
      url: video.url,
    },
  };
}

export type NewsArticleFacts = {
  headline: string;
  url: string;
  /** ISO 8601 date or date-time. */
  datePublished: string;
  image?: string | null;
  description?: string | null;
  publisher: { name: string; logo?: string | null };
};

/** NewsArticle JSON-LD for a news article page; the headline is cut to Google's 110 characters. */
export function newsArticleJsonLd(article: NewsArticleFacts): MetaDescriptor {
  const publisher = {
    '@type': 'Organization',
    name: article.publisher.name,
    ...(article.publisher.logo
      ? { logo: { '@type': 'ImageObject', url: article.publisher.logo } }
      : {}),
  };
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.headline.slice(0, 110),
      url: article.url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
      datePublished: article.datePublished,
      ...(article.image ? { image: [article.image] } : {}),
      ...(article.description ? { description: article.description } : {}),
      author: publisher,
      publisher,
    },
  };
}
