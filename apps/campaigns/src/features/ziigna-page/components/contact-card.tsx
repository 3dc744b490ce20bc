import { telHref } from '@lumen/site-shell/lib/tel-href.ts';
import { Image } from '@lumen/ui-kit/image';
import type { ZiignaPageContent } from '../api/get-ziigna-page.server.ts';

type Contact = Pick<
  ZiignaPageContent,
  'chatIcon' | 'chatTitle' | 'chatCallLabel' | 'chatCallNo' | 'chatEmailLabel' | 'chatEmail'
>;

const LINK = 'focus-ring rounded font-semibold break-words text-brand-700 underline';

/** The explore section's contact card: a number to call and an address to write to. */
export function ContactCard({ contact }: { contact: Contact }) {
  return (
    <div className="rounded-lg border border-ink-200 bg-white p-6 shadow-sm">
      <Image
        src={contact.chatIcon}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="size-12"
      />
      <h3 className="mt-4 text-xl font-semibold text-ink-950">{contact.chatTitle}</h3>
      <dl className="mt-4 flex flex-col gap-4">
        {contact.chatCallNo ? (
          <div>
            <dt className="text-sm text-ink-800">{contact.chatCallLabel}</dt>
            <dd className="mt-1 text-lg whitespace-nowrap">
              <a href={telHref(contact.chatCallNo)} className={LINK}>
                {contact.chatCallNo}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.chatEmail ? (
          <div>
            <dt className="text-sm text-ink-800">{contact.chatEmailLabel}</dt>
            <dd className="mt-1 text-lg">
              <a href={`mailto:${contact.chatEmail}`} className={LINK}>
                {contact.chatEmail}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
