import { z } from 'zod';
import { EditionSiteUrlsSchema } from '@lumen/validation/editions';
import { EDITION_IDS, type EditionId } from '@lumen/i18n';

/**
 * The site's only reader of process.env, validated once when the server starts so a bad
 * deployment fails at once with a message naming the variable. Server-only: import it from
 * `*.server.ts` modules; the browser receives what it needs through the root loader, so one
 * build serves every edition (VITE_ variables would be frozen into the bundle at build time).
 */
const EditionIdSchema = z.enum(EDITION_IDS as [EditionId, ...EditionId[]]);

const OriginSchema = z
  .url()
  .transform((u) => new URL(u).origin)
  .refine((o) => o.startsWith('http://') || o.startsWith('https://'), 'must be an http(s) URL');

/** An absolute http(s) URL or a path on this website ('/portal-login'). */
const UrlOrPathSchema = z
  .string()
  .trim()
  .refine(
    (v) => /^\/(?!\/)/.test(v) || /^https?:\/\/[^/]/i.test(v),
    'must be an http(s) URL or a path starting with /',
  );

/** HubSpot's form embed: the marketing forms the older product embedded are HubSpot forms. */
const DEFAULT_MARKETING_FORM_SCRIPT_URL = 'https://js.hsforms.net/forms/embed/v2.js';

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Where the server reaches the API (loaders, sitemap). */
    API_URL: OriginSchema.optional(),
    /** Where the browser reaches the API (autocomplete, client-side fetches). */
    PUBLIC_API_URL: OriginSchema.optional(),
    /** The edition this deployment serves when the request's host names none. */
    EDITION: EditionIdSchema.default('uk'),
    /** Public origin of EDITION: canonical links, hreflang, sitemap, robots. */
    SITE_URL: OriginSchema.optional(),
    /** Public origins of the other editions, `fr=https://…,au=https://…`; also maps hosts to editions. */
    EDITION_SITE_URLS: EditionSiteUrlsSchema,
    /**
     * The customer account area the header's login button opens (English only): a URL, or a
     * path on this website (the portal login landing page by default).
     */
    CUSTOMER_ACCOUNT_URL: UrlOrPathSchema.default('/portal-login'),
    /** The support chat script, loaded for country 4 only; nothing loads when unset. */
    SUPPORT_CHAT_SCRIPT_URL: z.url().optional(),
    /** The marketing-form embed script (newsletter, contact section); loaded once, on demand. */
    MARKETING_FORM_SCRIPT_URL: z.url().default(DEFAULT_MARKETING_FORM_SCRIPT_URL),
    /** The marketing-form account and the two forms the shell embeds. */
    MARKETING_FORM_PORTAL_ID: z.string().trim().min(1).optional(),
    NEWSLETTER_FORM_ID: z.string().trim().min(1).optional(),
    CONTACT_FORM_ID: z.string().trim().min(1).optional(),
    /**
     * How long content that is the same for every visitor of a locale (header, footer,
     * category banners) is reused, in seconds (0: fetched on every page). An edit shows
     * within this time.
     */
    CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /**
     * How long a rendered page is served again to visitors who send the same request, in
     * seconds (0: every page is rendered; decision 021). Product and content edits show
     * within this time, added to CONTENT_CACHE_SECONDS.
     */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    /** The memory the page cache may hold, in MB. */
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /**
     * Pages rendered at once; more page requests get 503 with Retry-After (render-gate.mjs).
     * Eight keep one core busy (a render waits on the API for about a third of its time); at
     * 24 the loop turned so slowly under a flood that even refusals took seconds (decision 021).
     */
    MAX_CONCURRENT_RENDERS: z.coerce.number().int().min(1).max(1000).default(8),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['API_URL', 'PUBLIC_API_URL', 'SITE_URL'] as const) {
      if (!env[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when NODE_ENV=production',
        });
    }
  });

export type SiteEnv = {
  apiUrl: string;
  publicApiUrl: string;
  defaultEdition: EditionId;
  /** The public origin of every edition. */
  editionOrigins: Record<EditionId, string>;
  customerAccountUrl: string;
  supportChatScriptUrl: string | undefined;
  marketingForms: MarketingFormsConfig;
  /** How long shared content (layout, category banners) is reused, in ms (0: not at all). */
  contentCacheMs: number;
  /** What start.mjs's middleware in front of React Router needs. */
  server: { pageCacheMs: number; pageCacheMaxBytes: number; maxConcurrentRenders: number };
};

/** What the browser needs to embed the external marketing forms. */
export type MarketingFormsConfig = {
  scriptUrl: string;
  portalId: string | undefined;
  newsletterFormId: string | undefined;
  contactFormId: string | undefined;
};

const DEV_API_URL = 'http://localhost:4000';
const DEV_SITE_URL = 'http://localhost:3000';

export function parseEnv(source: Record<string, string | undefined>): SiteEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success)
    throw configError(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  const env = result.data;
  const siteUrl = env.SITE_URL ?? DEV_SITE_URL;
  const origins = { ...env.EDITION_SITE_URLS, [env.EDITION]: siteUrl };

  // On a laptop every edition gets its own *.localhost host for free; a real deployment names them.
  const missing: EditionId[] = [];
  const site = new URL(siteUrl);
  for (const id of EDITION_IDS) {
    if (origins[id]) continue;
    if (site.hostname === 'localhost')
      origins[id] = `${site.protocol}//${id}.localhost${site.port ? `:${site.port}` : ''}`;
    else missing.push(id);
  }
  if (missing.length > 0) {
    throw configError([
      [
        'EDITION_SITE_URLS',
        `has no origin for ${missing.join(', ')} (hreflang links need every edition)`,
      ],
    ]);
  }

  return {
    apiUrl: env.API_URL ?? DEV_API_URL,
    publicApiUrl: env.PUBLIC_API_URL ?? env.API_URL ?? DEV_API_URL,
    defaultEdition: env.EDITION,
    editionOrigins: origins as Record<EditionId, string>,
    customerAccountUrl: env.CUSTOMER_ACCOUNT_URL,
    supportChatScriptUrl: env.SUPPORT_CHAT_SCRIPT_URL,
    marketingForms: {
      scriptUrl: env.MARKETING_FORM_SCRIPT_URL,
      portalId: env.MARKETING_FORM_PORTAL_ID,
      newsletterFormId: env.NEWSLETTER_FORM_ID,
      contactFormId: env.CONTACT_FORM_ID,
    },
    contentCacheMs: env.CONTENT_CACHE_SECONDS * 1000,
    server: {
      pageCacheMs: env.PAGE_CACHE_SECONDS * 1000,
      pageCacheMaxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
      maxConcurrentRenders: env.MAX_CONCURRENT_RENDERS,
    },
  };
}

function configError(issues: [string, string][]): Error {
  const lines = issues.map(([key, message]) => `  - ${key || '(env)'}: ${message}`);
  return new Error(`Invalid site configuration:\n${lines.join('\n')}`);
}

let cached: SiteEnv | undefined;
export function getEnv(): SiteEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
