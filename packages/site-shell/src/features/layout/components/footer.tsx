import type { ReactNode } from 'react';
import { useCspNonce } from '@lumen/ui-kit/csp-nonce';
import { cn } from '@lumen/ui-kit/cn';
import { Image } from '@lumen/ui-kit/image';
import { VisuallyHidden } from '@lumen/ui-kit/visually-hidden';
import { AppLink } from '#src/components/app-link.tsx';
import {
  SITE_NAME,
  SUPPORT_CHAT_COUNTRY_ID,
  SUPPORT_HOURS,
  SUPPORT_PHONES,
} from '#src/config/site.ts';
import { useTranslator } from '#src/lib/i18n.tsx';
import type { Footer as FooterContent } from '#src/features/layout/types.ts';

export type FooterProps = {
  footer: FooterContent | null;
  countryId: number;
  supportChatScriptUrl?: string | undefined;
  /** The newsletter block with its subscription dialog, supplied by the newsletter feature. */
  newsletter?: ReactNode;
};

const byOrder = <T extends { orderId: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.orderId - b.orderId);

const digits = (s: string) => s.replace(/\D/g, '').replace(/^0+/, '');
const SUPPORT_DIGITS = new Set(Object.values(SUPPORT_PHONES).map((p) => digits(p.display)));

const heading = 'mb-3 text-sm font-semibold tracking-wide text-white uppercase';
const link = 'focus-ring rounded hover:text-brand-300 hover:underline';
// A phone number or a time range read across a line break is misread, so neither may wrap.
const unbroken = 'whitespace-nowrap';
const isPhoneNumber = (value: string) => /^\+?[\d\s().-]{6,}$/.test(value.trim());
/*
 * Country and number side by side when the column has room for the longest pair
 * ('Royaume-Uni +44 (0)161 496 0730' is about 18rem), otherwise each number under its country.
 */
const phoneList =
  'mt-3 space-y-2 @min-[19rem]:grid @min-[19rem]:grid-cols-[auto_1fr] @min-[19rem]:gap-x-3 @min-[19rem]:gap-y-1 @min-[19rem]:space-y-0';
const phoneRow = '@min-[19rem]:contents';
// Stacked, a country reads like the content's contact titles below it.
const phoneCountry = 'text-sm text-ink-300 @min-[19rem]:text-base @min-[19rem]:text-ink-200';

/** `text` with its `part` (a placeholder's value) kept on one line. */
function KeepTogether({ text, part }: { text: string; part: string }) {
  const at = text.indexOf(part);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className={unbroken}>{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}

/**
 * The footer (spec §2 Footer). The support desk (hours 07:30-17:30, the UK and Ireland
 * numbers and the fax) is fixed and always shown; everything else comes from content and
 * each empty part is left out, so an outage still leaves a useful footer. A content contact
 * detail that repeats a support number is not listed twice.
 */
export function Footer({ footer, countryId, supportChatScriptUrl, newsletter }: FooterProps) {
  const t = useTranslator();
  // The chat script is written into the server HTML, so the policy asks for the page's nonce.
  const nonce = useCspNonce();
  const f = footer;
  const contacts = byOrder(f?.contactDetails ?? []).filter(
    (c) => !SUPPORT_DIGITS.has(digits(c.value)),
  );

  return (
    <footer className="surface-dark bg-ink-950 text-ink-200">
      {newsletter}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-support" className="@container">
          <h2 id="footer-support" className={heading}>
            {t('footer.support')}
          </h2>
          <p data-testid="support-hours">
            <KeepTogether
              text={t('footer.supportHours', { hours: SUPPORT_HOURS })}
              part={SUPPORT_HOURS}
            />
          </p>
          <dl className={phoneList}>
            <div className={phoneRow}>
              <dt className={phoneCountry}>{t('footer.ukPhone')}</dt>
              <dd>
                <a href={SUPPORT_PHONES.uk.href} className={cn(link, unbroken)}>
                  {SUPPORT_PHONES.uk.display}
                </a>
              </dd>
            </div>
            <div className={phoneRow}>
              <dt className={phoneCountry}>{t('footer.irelandPhone')}</dt>
              <dd>
                <a href={SUPPORT_PHONES.ireland.href} className={cn(link, unbroken)}>
                  {SUPPORT_PHONES.ireland.display}
                </a>
              </dd>
            </div>
            <div className={phoneRow}>
              <dt className={phoneCountry}>{t('footer.fax')}</dt>
              <dd className={unbroken}>{SUPPORT_PHONES.fax.display}</dd>
            </div>
          </dl>
          {contacts.length > 0 ? (
            <>
              <h2 className={`${heading} mt-6`}>{t('footer.contactDetails')}</h2>
              <dl className="space-y-2">
                {contacts.map((c) => (
                  <div key={c.orderId}>
                    <dt className="text-sm text-ink-300">{c.title}</dt>
                    <dd className={cn('text-white', isPhoneNumber(c.value) && unbroken)}>
                      {c.link ? (
                        <a href={c.link} className={link}>
                          {c.value}
                        </a>
                      ) : (
                        c.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </section>

        {f && f.addresses.length > 0 ? (
          <section aria-labelledby="footer-addresses">
            <h2 id="footer-addresses" className={heading}>
              {t('footer.addresses')}
            </h2>
            {f.addresses.map((a) => (
              <address key={a.title} className="mb-4 whitespace-pre-line not-italic">
                {a.showTitle ? <strong className="block text-white">{a.title}</strong> : null}
                {a.value}
              </address>
            ))}
          </section>
        ) : null}

        {f && f.footerLinks.length > 0 ? (
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={heading}>
              {t('footer.links')}
            </h2>
            <ul className="space-y-2">
              {f.footerLinks.map((l) => (
                <li key={l.link}>
                  <AppLink href={l.link} className={link}>
                    {l.footerName}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {f && f.awards.length > 0 ? (
          <section aria-labelledby="footer-awards">
            <h2 id="footer-awards" className={heading}>
              {t('footer.awards')}
            </h2>
            <ul className="grid grid-cols-2 gap-4">
              {f.awards.map((a) => {
                const logo = (
                  <Image
                    src={a.logo}
                    alt={a.certificateFile || a.url ? '' : a.title}
                    width={96}
                    height={96}
                    loading="lazy"
                    className="size-24 rounded bg-white object-contain p-1"
                  />
                );
                return (
                  <li key={a.title}>
                    {a.certificateFile ? (
                      <AppLink
                        href={a.certificateFile}
                        isExternal
                        className="focus-ring inline-block rounded"
                      >
                        {logo}
                        <VisuallyHidden>
                          {t('footer.viewCertificate', { award: a.title })}
                        </VisuallyHidden>
                      </AppLink>
                    ) : a.url ? (
                      <AppLink href={a.url} className="focus-ring inline-block rounded">
                        {logo}
                        <VisuallyHidden>{a.title}</VisuallyHidden>
                      </AppLink>
                    ) : (
                      logo
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>

      <div className="border-t border-ink-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm">
          <p>{f?.copyright ?? `© ${new Date().getFullYear()} ${SITE_NAME}`}</p>
          {f && f.legalLinks.length > 0 ? (
            <nav aria-label={t('footer.legal')}>
              <ul className="flex flex-wrap gap-x-4 gap-y-2">
                {f.legalLinks.map((l) => (
                  <li key={l.url}>
                    <AppLink href={l.url} isExternal={l.externalLink} className={link}>
                      {l.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {f && f.socialMedia.length > 0 ? (
            <ul aria-label={t('footer.followUs')} className="flex gap-3">
              {byOrder(f.socialMedia).map((s) => (
                <li key={s.url}>
                  <AppLink
                    href={s.url}
                    isExternal
                    className="focus-ring inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                  >
                    {s.icon ? (
                      <Image
                        src={s.icon}
                        alt={s.name}
                        width={20}
                        height={20}
                        loading="lazy"
                        className="size-5"
                      />
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
        <script src={supportChatScriptUrl} async nonce={nonce} />
      ) : null}
    </footer>
  );
}
