import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

type WarrantyPage = { quality_promises?: unknown[]; certifications?: unknown[]; faqs?: unknown[] };

/** /on-site-warranty (campaigns spec §2.7): lists in the editor's order. */
export async function getWarrantyPage(db: Database, locale: Locale) {
  const page = await getSingleton<WarrantyPage>(db, 'warrantyPage', locale);
  if (!page) return null;
  return {
    ...page,
    quality_promises: page.quality_promises ?? [],
    certifications: page.certifications ?? [],
    faqs: page.faqs ?? [],
  };
}
