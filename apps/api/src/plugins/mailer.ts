import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailerOptions } from '#src/lib/mailer.ts';

declare module 'fastify' {
  // Declaration merging is the one place an interface is required.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The outbox mailer over the app's database; deliveries under way finish before it closes. */
export const mailerPlugin = fp<MailerOptions>(
  async (app, opts) => {
    const mailer = createMailer(app.db.orm, opts);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.settle();
      mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
