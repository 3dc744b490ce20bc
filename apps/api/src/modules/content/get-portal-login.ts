import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';
import { PORTAL_TAB_KEYS } from './seed/schemas/landing.ts';

type PortalLogin = { tabs?: { key?: string }[] };

/** The portal login hub; tabs always in the spec's order: Contractor, Wholesaler, Employee. */
export async function getPortalLogin(db: Database, locale: Locale) {
  const page = await getSingleton<PortalLogin>(db, 'portalLogin', locale);
  if (!page) return null;
  const rank = (key: string | undefined) => PORTAL_TAB_KEYS.indexOf(key as never);
  return { ...page, tabs: [...(page.tabs ?? [])].sort((a, b) => rank(a.key) - rank(b.key)) };
}
