import type { IncomingHttpHeaders } from 'node:http';
import { EDITIONS, resolveEdition, type EditionId } from '@lumen/i18n/editions';
import { parseLanguageCookie } from '@lumen/i18n/language-preference';
import type { Locale } from '@lumen/i18n/locales';
import { t } from '@lumen/i18n/messages';
import { gatewayPage } from './error-page.ts';

/**
 * Sent to the site with the visitor's request when the app that owns the path is down: the
 * site then answers 503 with its styled "temporarily unavailable" page, chrome and all, on the
 * visitor's own address (decision 016). Its twin is UNAVAILABLE_HEADER in apps/site
 * src/lib/http.ts; the apps share no code. Visitors' own copies are dropped.
 */
export const UNAVAILABLE_HEADER = 'x-lumen-unavailable';

/** How soon a visitor or crawler may try again: an app restart, not a maintenance window. */
export const RETRY_AFTER_SECONDS = 60;

/** The site's edition settings (EDITION, EDITION_SITE_URLS), to find a visitor's language. */
export type EditionSettings = {
  defaultEdition: EditionId;
  origins: Partial<Record<EditionId, string>>;
};

/**
 * The visitor's locale as the site would choose it: the language cookie, else the edition of
 * the host (`fr.localhost` is French). Used only for the pages the gateway writes itself.
 */
export function visitorLocale(headers: IncomingHttpHeaders, editions: EditionSettings): Locale {
  const stored = parseLanguageCookie(headers.cookie);
  if (stored) return stored.locale;
  return EDITIONS[resolveEdition(headers.host, editions.origins, editions.defaultEdition)].locale;
}

/**
 * Whether the request is for a page (a browser navigation asks for HTML) rather than a
 * picture, a script or React Router's data, which get a short plain answer instead.
 */
export function wantsPage(headers: IncomingHttpHeaders): boolean {
  return /\btext\/html\b/i.test(headers.accept ?? '');
}

/** The built-in page for when the site cannot give its own, in the visitor's language. */
export function unavailablePage(locale: Locale, retryHref: string): string {
  return gatewayPage({
    locale,
    status: 503,
    title: t(locale, 'errors.unavailableTitle'),
    message: t(locale, 'errors.unavailableMessage'),
    homeLinkLabel: t(locale, 'header.homeLink'),
    homeLabel: t(locale, 'errors.goToHome'),
    retry: { href: retryHref, label: t(locale, 'errors.tryAgain') },
  });
}

/** The plain-text answer for requests that are not pages. */
export function unavailableText(locale: Locale): string {
  return t(locale, 'errors.unavailableMessage');
}
