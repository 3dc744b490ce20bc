import type { MetaDescriptor } from 'react-router';

/** FAQPage JSON-LD: every question on the page with its answer as plain text. */
export function faqPageJsonLd(
  faqs: readonly { question: string; answer: string }[],
): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((f) => ({
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: f.answer },
      })),
    },
  };
}
