import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#src/config/env.ts';
import { requestScopeMiddleware } from '#src/lib/request-scope.server.ts';
import {
  allowContentFrame,
  contentSecurityPolicy,
  createCspNonce,
  cspNonceContext,
  HSTS_VALUE,
  isHttpsRequest,
  securityHeaders,
  securityHeadersMiddleware,
  STATIC_FILE_HEADERS,
} from '#src/lib/security-headers.server.ts';

const env = parseEnv({
  PUBLIC_API_URL: 'https://api.lumen.example/',
  SUPPORT_CHAT_SCRIPT_URL: 'https://chat.vendor.example/v3/widget.js?key=1',
  MARKETING_FORM_SCRIPT_URL: 'https://forms.vendor.example/embed/v2.js',
});

/** The policy as directive name -> sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('createCspNonce', () => {
  it('is 128 random bits in base64, new every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createCspNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce, plus the form and chat origins the config names', () => {
    const d = directives(contentSecurityPolicy(env, 'abc'));
    expect(d['script-src']).toEqual([
      "'nonce-abc'",
      "'strict-dynamic'",
      "'self'",
      'https://forms.vendor.example',
      'https://chat.vendor.example',
    ]);
    expect(d['script-src']).not.toContain("'unsafe-inline'");
    expect(d['script-src']).not.toContain("'unsafe-eval'");
  });

  it('follows the configuration: no chat origin when no chat script is set', () => {
    const d = directives(contentSecurityPolicy(parseEnv({}), 'abc'));
    expect(d['script-src']).toEqual([
      "'nonce-abc'",
      "'strict-dynamic'",
      "'self'",
      'https://js.hsforms.net',
    ]);
    // Both scripts on one host: the origin is listed once.
    const shared = parseEnv({
      SUPPORT_CHAT_SCRIPT_URL: 'https://cdn.vendor.example/chat.js',
      MARKETING_FORM_SCRIPT_URL: 'https://cdn.vendor.example/forms.js',
    });
    expect(directives(contentSecurityPolicy(shared, 'n'))['script-src']).toEqual([
      "'nonce-n'",
      "'strict-dynamic'",
      "'self'",
      'https://cdn.vendor.example',
    ]);
  });

  it('allows the public API for fetches, and no framing, plugins or base changes', () => {
    const d = directives(contentSecurityPolicy(env, 'abc'));
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual(["'self'", 'https://api.lumen.example']);
    expect(d['img-src']).toEqual(["'self'", 'data:']);
    expect(d['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      "'self'",
      'https://online.flippingbook.com',
      'https://tour.lumen-lighting.example',
    ]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['form-action']).toEqual(["'self'"]);
  });

  it('needs the nonce for style elements but allows style attributes', () => {
    const d = directives(contentSecurityPolicy(env, 'abc'));
    expect(d['style-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(d['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });
});

describe('isHttpsRequest', () => {
  const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

  it('believes the X-Forwarded-Proto of the hop nearest the visitor', () => {
    const http = 'http://localhost:3000';
    expect(isHttpsRequest(req('http://app/', { 'x-forwarded-proto': 'https' }), http)).toBe(true);
    expect(isHttpsRequest(req('http://app/', { 'x-forwarded-proto': 'HTTPS, http' }), http)).toBe(
      true,
    );
    expect(isHttpsRequest(req('http://app/', { 'x-forwarded-proto': 'http' }), http)).toBe(false);
    expect(isHttpsRequest(req('http://app/'), http)).toBe(false);
  });

  it('is true for an https request or an edition whose public origin is https', () => {
    expect(isHttpsRequest(req('https://app/'), 'http://localhost:3000')).toBe(true);
    expect(isHttpsRequest(req('http://app/'), 'https://www.lumen.example')).toBe(true);
  });
});

describe('securityHeaders', () => {
  it('sends HSTS only over HTTPS', () => {
    expect(securityHeaders(env, { isHttps: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(securityHeaders(env, { isHttps: true })['Strict-Transport-Security']).toBe(HSTS_VALUE);
  });

  it('gives pages the policy and frame denial, and every response nosniff', () => {
    const page = securityHeaders(env, { isHttps: false, nonce: 'abc' });
    expect(page['Content-Security-Policy']).toBe(contentSecurityPolicy(env, 'abc'));
    expect(page['X-Frame-Options']).toBe('DENY');
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    const data = securityHeaders(env, { isHttps: false });
    expect(data).toEqual(STATIC_FILE_HEADERS);
    expect(STATIC_FILE_HEADERS['X-Content-Type-Options']).toBe('nosniff');
  });
});

describe('securityHeadersMiddleware', () => {
  type Args = Parameters<typeof securityHeadersMiddleware>[0];

  /** Runs the root middleware chain around a route that answers `respond`. */
  let current = new RouterContextProvider();
  const context = () => current;
  async function serve(request: Request, respond: (nonce: string) => Response) {
    const context = new RouterContextProvider();
    current = context;
    const args = { request, context, params: {} } as unknown as Args;
    const response = await requestScopeMiddleware(
      args,
      async () =>
        (await securityHeadersMiddleware(args, async () =>
          respond(context.get(cspNonceContext)),
        )) as Response,
    );
    return response as Response;
  }
  const html = (nonce: string) =>
    new Response(`<script nonce="${nonce}"></script>`, {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });

  it('puts a policy with the nonce the page was rendered with on HTML responses', async () => {
    let rendered = '';
    const response = await serve(new Request('http://localhost:3000/'), (nonce) => {
      rendered = nonce;
      return html(nonce);
    });
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(rendered).not.toBe('');
    expect(directives(policy)['script-src']).toContain(`'nonce-${rendered}'`);
    expect(await response.text()).toContain(`nonce="${rendered}"`);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('lets a page frame the origin its content names, for that response only', async () => {
    let refused: boolean[] = [];
    const framed = await serve(new Request('http://localhost:3000/energy'), (nonce) => {
      refused = [
        allowContentFrame(context(), 'https://calculator.vendor.example'),
        allowContentFrame(context(), 'https://x.example; script-src *'),
        allowContentFrame(context(), 'https://x.example/path'),
        allowContentFrame(context(), 'javascript:alert(1)'),
      ];
      return html(nonce);
    });
    expect(refused).toEqual([true, false, false, false]);
    const frameSrc = directives(framed.headers.get('Content-Security-Policy') ?? '')['frame-src'];
    expect(frameSrc).toContain('https://calculator.vendor.example');
    expect(frameSrc?.join(' ')).not.toContain('x.example');

    const other = await serve(new Request('http://localhost:3000/'), html);
    expect(other.headers.get('Content-Security-Policy')).not.toContain('calculator.vendor.example');
  });

  it('uses a new nonce for every request', async () => {
    const policies = await Promise.all(
      [1, 2].map(async () =>
        (await serve(new Request('http://localhost:3000/'), html)).headers.get(
          'Content-Security-Policy',
        ),
      ),
    );
    expect(policies[0]).not.toBe(policies[1]);
  });

  it('gives data and resource responses nosniff but no policy, and HSTS behind HTTPS', async () => {
    const response = await serve(
      new Request('http://localhost:3000/products/downlights.data', {
        headers: { 'x-forwarded-proto': 'https' },
      }),
      () => new Response('[]', { headers: { 'Content-Type': 'text/x-script' } }),
    );
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Strict-Transport-Security')).toBe(HSTS_VALUE);
  });
});
