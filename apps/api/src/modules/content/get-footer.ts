import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton, sortByOrder } from './content-store.ts';

type Footer = {
  contactDetails?: { orderId?: number }[];
  socialMedia?: { orderId?: number }[];
  addresses?: { showTitle?: boolean }[];
  legalLinks?: { externalLink?: boolean }[];
  footerLinks?: unknown[];
  awards?: unknown[];
};

export async function getFooter(db: Database, locale: Locale) {
  const footer = await getSingleton<Footer>(db, 'footer', locale);
  if (!footer) return null;
  return {
    ...footer,
    contactDetails: sortByOrder(footer.contactDetails, 'orderId'),
    socialMedia: sortByOrder(footer.socialMedia, 'orderId'),
    addresses: (footer.addresses ?? []).map((a) => ({ ...a, showTitle: a.showTitle === true })),
    legalLinks: (footer.legalLinks ?? []).map((l) => ({
      ...l,
      externalLink: l.externalLink === true,
    })),
    footerLinks: footer.footerLinks ?? [],
    awards: footer.awards ?? [],
  };
}
