import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#src/db/schema.ts';
import { createTestDatabase } from '#src/testing/test-app.ts';
import { createMailer } from './mailer.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.dispose());

const MAIL = { to: 'aoife@sparks.example', subject: 'Your prize', text: 'Congratulations!' };

/** Just enough SMTP on loopback to accept one message and keep what it was sent. */
function smtpSink(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 sink\r\n');
        else if (/^(MAIL|RCPT|RSET|NOOP)/i.test(line)) socket.write('250 ok\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    ),
  );
}

const row = async (id: number) =>
  (await db.orm.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe('the outbox mailer', () => {
  it('keeps the e-mail in the outbox, unsent, when no SMTP relay is configured', async () => {
    const mailer = createMailer(db.orm, {});
    const id = await db.orm.transaction((tx) => mailer.queue(tx, MAIL));
    mailer.deliver(id);
    await mailer.settle();
    expect(await row(id)).toMatchObject({ ...MAIL, sentAt: null, lastError: null });
  });

  it('stores nothing when the transaction that queued it rolls back', async () => {
    const mailer = createMailer(db.orm, {});
    const before = (await db.orm.select().from(emailOutbox)).length;
    await expect(
      db.orm.transaction(async (tx) => {
        await mailer.queue(tx, MAIL);
        throw new Error('the redemption failed');
      }),
    ).rejects.toThrow('the redemption failed');
    expect(await db.orm.select().from(emailOutbox)).toHaveLength(before);
  });

  it('sends through the relay and records sent_at', async () => {
    const sink = await smtpSink();
    try {
      const mailer = createMailer(db.orm, {
        smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        from: 'Lumen Promotions <promotions@lumen.example>',
      });
      const id = await mailer.queue(db.orm, MAIL);
      mailer.deliver(id);
      await mailer.settle();
      mailer.close();
      const sent = await row(id);
      expect(sent.sentAt).toBeInstanceOf(Date);
      expect(sent.lastError).toBeNull();
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]).toContain('Subject: Your prize');
      expect(sink.received[0]).toContain('Congratulations!');
    } finally {
      sink.server.close();
    }
  });

  it('records a failed send in last_error and leaves the e-mail unsent', async () => {
    // A port that was just listening and is closed now: the connection is refused.
    const sink = await smtpSink();
    await new Promise((r) => sink.server.close(r));
    const mailer = createMailer(db.orm, {
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      from: 'promotions@lumen.example',
    });
    const id = await mailer.queue(db.orm, MAIL);
    mailer.deliver(id);
    await mailer.settle();
    mailer.close();
    const failed = await row(id);
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
