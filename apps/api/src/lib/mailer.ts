import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Orm } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema.ts';

export type Mail = { to: string; subject: string; text: string };

export type MailerOptions = {
  /** smtp:// or smtps:// URL of the relay; unset keeps every e-mail in the outbox only. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
};

/** A relay that answers slowly must not hold delivery attempts open for minutes. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * E-mail through an outbox (ADR 022): `queue` writes the message in the caller's transaction,
 * so it exists exactly when the decision to send it was committed; `deliver` then sends it
 * through SMTP when one is configured and records `sent_at`, or the failure in `last_error`.
 * A failed send never fails the request that queued it: the row stays for a retry.
 */
export function createMailer(db: Orm, opts: MailerOptions) {
  const transport =
    opts.smtpUrl && opts.from
      ? nodemailer.createTransport({
          url: opts.smtpUrl,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : undefined;
  const inFlight = new Set<Promise<void>>();

  async function send(id: number): Promise<void> {
    if (!transport) return;
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!mail || mail.sentAt) return;
    try {
      await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      await db
        .update(emailOutbox)
        .set({ sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, id));
    } catch (err) {
      await db
        .update(emailOutbox)
        .set({ lastError: String((err as Error).message ?? err).slice(0, 1000) })
        .where(eq(emailOutbox.id, id));
    }
  }

  return {
    isSending: Boolean(transport),
    /** Stores the e-mail with `tx` (the caller's transaction); returns its outbox id. */
    async queue(tx: Pick<Orm, 'insert'>, mail: Mail): Promise<number> {
      const [row] = await tx.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
      return row!.id;
    },
    /** Sends a queued e-mail in the background, after the caller's transaction committed. */
    deliver(id: number): void {
      const attempt = send(id)
        .catch(() => {})
        .finally(() => inFlight.delete(attempt));
      inFlight.add(attempt);
    },
    /** Waits for the deliveries under way (shutdown, tests). */
    async settle(): Promise<void> {
      await Promise.all([...inFlight]);
    },
    close(): void {
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
