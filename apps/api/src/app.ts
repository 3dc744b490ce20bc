import { join } from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyFn, type TrustProxy } from './config/trust-proxy.ts';
import type { Database } from './db/client.ts';
import { localDiskStorage } from './lib/storage/local-disk-storage.ts';
import type { ObjectStorage } from './lib/storage/object-storage.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes.ts';
import type { MailerOptions } from './lib/mailer.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import type { ThumbOptions } from './modules/catalogue/get-thumb.ts';
import { createContactMessage } from './modules/contact/create-contact-message.ts';
import { getCurrentInvoiceCampaignRoute } from './modules/invoice-upload/get-current-invoice-campaign.ts';
import { uploadCampaignInvoice } from './modules/invoice-upload/upload-campaign-invoice.ts';
import { useQueryBudget } from './modules/content/query-budget.ts';
import { contentSchema } from './modules/content/schema.ts';
import { getLiveness } from './modules/health/get-liveness.ts';
import { getReadiness } from './modules/health/get-readiness.ts';
import { serveMedia } from './modules/media/serve-media.ts';
import { adminGoldenCustomerRoutes } from './modules/promotions/admin/admin-golden-customer-routes.ts';
import { findPromotionsRetentionRoute } from './modules/promotions/retention/find-promotions-retention.ts';
import { goldenDrawRoutes } from './modules/promotions/draw/golden-draw-routes.ts';
import { promotionRoutes } from './modules/promotions/promotion-routes.ts';
import { adminQuoteRoutes } from './modules/quotes/admin/admin-quote-routes.ts';
import { gardenPromoRoutes } from './modules/garden-promo/garden-promo-routes.ts';
import { campaignInvoiceRoutes } from './modules/invoice-upload/admin/campaign-invoice-routes.ts';
import { notificationRoutes } from './modules/notifications/notification-routes.ts';
import { adminLoyaltyRoutes } from './modules/loyalty/admin/loyalty-admin-routes.ts';
import { submitQuoteRequestRoute } from './modules/quotes/submit-quote-request.ts';
import { adminSearchHistoryRoutes } from './modules/search-history/admin/admin-search-history-routes.ts';
import { recordSearch } from './modules/search-history/record-search.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { jsonTextPlugin } from './plugins/json-text.ts';
import { graphqlPlugin } from './plugins/graphql.ts';
import { loadSheddingPlugin, type LoadSheddingOptions } from './plugins/load-shedding.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin, type RateLimitPluginOptions } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';

export type BuildAppOptions = {
  db: Database;
  /** Whether closing the app also closes the database (tests share one across apps). */
  closeDatabase?: boolean;
  corsOrigins?: string[];
  /**
   * The staff console's origin (ADMIN_ORIGIN): the one origin CORS lets send credentials and
   * staff state changes may come from. Unset, no browser can sign staff in.
   */
  adminOrigin?: string | undefined;
  /** Whether GraphQL introspection and suggestions answer (GRAPHQL_INTROSPECTION). */
  graphqlIntrospection?: boolean;
  dataDir: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Proxies in front of the API that append to X-Forwarded-For; the client address (and so
   * the rate-limit bucket) is read that many hops from the right. Unset ignores the header.
   */
  trustProxy?: TrustProxy;
  /** Where rate-limit counters live: Redis when redisUrl is given, else this process. */
  rateLimit?: RateLimitPluginOptions;
  /** Overload behaviour (ADR 011); defaults suit tests and match the env defaults. */
  limits?: Partial<LoadSheddingOptions>;
  thumbs?: ThumbOptions;
  /** SMTP relay and sender (SMTP_URL, MAIL_FROM); without them e-mails stay in the outbox. */
  mail?: MailerOptions;
  /** Where uploaded documents go: DATA_DIR/uploads on local disk unless given. */
  storage?: ObjectStorage;
};

const DEFAULT_LIMITS: LoadSheddingOptions = {
  maxInFlight: 32,
  maxQueued: 128,
  queueTimeoutMs: 1000,
  requestTimeoutMs: 10_000,
  // Off unless configured: tests block the loop on purpose (seeding) between requests.
  maxEventLoopDelayMs: 0,
};

/** Builds the API without listening, so tests can `inject` requests with no port. */
export async function buildApp(opts: BuildAppOptions) {
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Socket level: a client must deliver its whole request within the deadline (slow-loris).
    requestTimeout: limits.requestTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    trustProxy: opts.trustProxy ? trustProxyFn(opts.trustProxy) : false,
    // Errors raised before routing (a bad URL, an unreadable request) keep the one error body.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(jsonTextPlugin);
  await app.register(securityPlugin, {
    corsOrigins: opts.corsOrigins ?? [],
    corsCredentialOrigins: opts.adminOrigin ? [opts.adminOrigin] : [],
  });
  await app.register(openapiPlugin);
  // Shedding first, so an overloaded API refuses before it spends a Redis round trip.
  await app.register(loadSheddingPlugin, limits);
  // Before the routes: it adds its hook to each route that asks for a limit as it is declared.
  await app.register(rateLimitPlugin, opts.rateLimit ?? {});
  await app.register(dbPlugin, { db: opts.db, closeOnShutdown: opts.closeDatabase ?? true });
  await app.register(mailerPlugin, opts.mail ?? {});
  // Before every route: it guards each /admin and /auth route as it is declared (ADR 029).
  await app.register(authPlugin, { adminOrigin: opts.adminOrigin });

  await app.register(graphqlPlugin, {
    schema: contentSchema,
    plugins: [useQueryBudget()],
    introspection: opts.graphqlIntrospection ?? false,
  });

  await app.register(getLiveness);
  await app.register(getReadiness);
  await app.register(serveMedia, { dataDir: opts.dataDir });
  await app.register(catalogueRoutes, { dataDir: opts.dataDir, thumbs: opts.thumbs });
  await app.register(recordSearch);
  await app.register(createContactMessage);
  await app.register(promotionRoutes);
  await app.register(authRoutes);
  await app.register(getCurrentInvoiceCampaignRoute);
  const storage = opts.storage ?? localDiskStorage(join(opts.dataDir, 'uploads'));
  await app.register(uploadCampaignInvoice, { storage });
  await app.register(submitQuoteRequestRoute, { storage });
  await app.register(adminQuoteRoutes, { storage });
  await app.register(adminLoyaltyRoutes, { storage });
  await app.register(adminSearchHistoryRoutes);
  await app.register(adminGoldenCustomerRoutes);
  await app.register(findPromotionsRetentionRoute);
  await app.register(gardenPromoRoutes, { storage });
  await app.register(campaignInvoiceRoutes, { storage });
  await app.register(notificationRoutes);
  await app.register(goldenDrawRoutes);

  return app;
}
