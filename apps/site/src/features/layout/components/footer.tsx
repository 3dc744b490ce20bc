import type { ReactNode } from 'react';
import type { Language } from '@lumen/i18n';
import { AppLink } from '#src/components/app-link.tsx';
import { SITE_NAME, SUPPORT_CHAT_COUNTRY_ID, SUPPORT_HOURS } from '#src/config/site.ts';
import { uiStrings } from '#src/lib/ui-strings.ts';
import type { Footer as FooterContent } from '../types.ts';

export type FooterProps = {
  footer: FooterContent | null;
  language: Language;
  countryId: number;
  supportChatScriptUrl?: string | undefined;
  /** The newsletter block with its subscription dialog, supplied by the newsletter feature. */
  newsletter?: ReactNode;
};

const byOrder = <T extends { orderId: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.orderId - b.orderId);

/**
 * The footer renders whatever content it is given and leaves out empty parts; the support
 * hours are fixed (spec §9) and always shown.
 */
export function Footer({
  footer,
  language,
  countryId,
  supportChatScriptUrl,
  newsletter,
}: FooterProps) {
  const t = uiStrings(language);
  const f = footer;
  return (
    <footer className="bg-ink-950 text-ink-100">
      {newsletter}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        {f && f.addresses.length > 0 ? (
          <section aria-label={t.addresses}>
            {f.addresses.map((a) => (
              <address key={a.title} className="mb-4 whitespace-pre-line not-italic">
                {a.showTitle ? <strong className="block text-white">{a.title}</strong> : null}
                {a.value}
              </address>
            ))}
          </section>
        ) : null}
        <section aria-label={t.contactDetails}>
          {f && f.contactDetails.length > 0 ? (
            <dl className="space-y-2">
              {byOrder(f.contactDetails).map((c) => (
                <div key={c.orderId}>
                  <dt className="text-sm text-ink-300">{c.title}</dt>
                  <dd className="text-white">{c.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className="mt-4 text-sm">
            {t.supportHours(SUPPORT_HOURS.opens, SUPPORT_HOURS.closes)}
          </p>
        </section>
        {f && f.footerLinks.length > 0 ? (
          <nav aria-label={t.footerNavigation}>
            <ul className="space-y-2">
              {f.footerLinks.map((l) => (
                <li key={l.link}>
                  <AppLink
                    href={l.link}
                    className="hover:text-brand-300"
                    newTabLabel={t.opensInNewTab}
                  >
                    {l.footerName}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {f && f.awards.length > 0 ? (
          <section aria-label={t.awards}>
            <ul className="flex flex-wrap gap-4">
              {f.awards.map((a) => {
                const img = a.logo ? (
                  <img
                    src={a.logo.url}
                    alt={a.logo.alternativeText || a.title}
                    width={96}
                    height={96}
                    loading="lazy"
                  />
                ) : (
                  <span>{a.title}</span>
                );
                const target = a.certificateFile?.url ?? a.url;
                return (
                  <li key={a.title}>
                    {target ? (
                      <AppLink href={target} isExternal newTabLabel={t.opensInNewTab}>
                        {img}
                      </AppLink>
                    ) : (
                      img
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="border-t border-ink-700">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm">
          <p>
            © {new Date().getFullYear()} {SITE_NAME}
          </p>
          {f && f.legalLinks.length > 0 ? (
            <nav aria-label={t.legalNavigation}>
              <ul className="flex flex-wrap gap-4">
                {f.legalLinks.map((l) => (
                  <li key={l.url}>
                    <AppLink
                      href={l.url}
                      isExternal={l.externalLink}
                      newTabLabel={t.opensInNewTab}
                      className="hover:text-brand-300"
                    >
                      {l.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {f && f.socialMedia.length > 0 ? (
            <ul aria-label={t.socialMedia} className="flex gap-3">
              {byOrder(f.socialMedia).map((s) => (
                <li key={s.url}>
                  <AppLink href={s.url} isExternal newTabLabel={t.opensInNewTab}>
                    {s.icon ? (
                      <img src={s.icon.url} alt={s.name} width={24} height={24} loading="lazy" />
                    ) : (
                      s.name
                    )}
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {countryId === SUPPORT_CHAT_COUNTRY_ID && supportChatScriptUrl ? (
        <script src={supportChatScriptUrl} async />
      ) : null}
    </footer>
  );
}
