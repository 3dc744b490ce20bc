import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import {
  FRAME_WAIT_MS,
  LARGEST_PICTURE_WAIT_MS,
  startModulesAfterFirstPaint,
} from './modules-after-first-paint.ts';

// What React Router's <Scripts> renders: a module preload per script in the head, and one
// inline module script that imports the route modules and the browser entry.
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/g;
// React Router's classic inline scripts in the body: the context, the data it streams in, and
// the stream's end. Each starts by reaching for `window.__reactRouterContext`.
const CONTEXT_SCRIPT = /<script nonce="([^"]*)">(?=window\.__reactRouterContext)/g;

/** The opening tag of an inline module: deferred, run in document order after the parse. */
const moduleOpen = (nonce: string) => `<script nonce="${nonce}" type="module">`;

/** JSON that is safe inside an inline script: no `</script>` or comment opener can end it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The response body's transform: takes React Router's module preloads out of the head and puts
 * `startModulesAfterFirstPaint` in place of its module script, so the page's scripts load once
 * the page has painted with its largest picture (see that function).
 *
 * That start and React Router's context and data scripts become inline modules: deferred, so
 * they run in document order once the document is parsed, and the parser no longer stops at
 * each to wait for the stylesheet. Before, the parser waited at the first of them and then ran
 * some 70 KB of data script on a listing, work Lighthouse counts in full as blocking time
 * (issue 9, ADR 020, session 21). The scroll restorer stays a classic script: it must scroll
 * a returning page before the first paint. Without JavaScript nothing changes.
 *
 * Patterns are matched across chunk boundaries by holding back an unfinished tag, and bytes
 * are decoded as a stream so no character is split.
 */
export function modulesAfterFirstPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let pending = '';
  const rewrite = (text: string) =>
    text
      .replace(PRELOAD, (_tag, href: string) => {
        preloads.push(href);
        return '';
      })
      .replace(CONTEXT_SCRIPT, (_tag, nonce: string) => moduleOpen(nonce))
      .replace(
        MODULE_SCRIPT,
        (_tag, nonce: string, source: string) =>
          `${moduleOpen(nonce)}(${startModulesAfterFirstPaint.toString()})(${scriptJson(preloads)},${scriptJson(source)},${FRAME_WAIT_MS},${LARGEST_PICTURE_WAIT_MS})</script>`,
      );
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = rewrite(pending + (typeof chunk === 'string' ? chunk : decoder.write(chunk)));
      // Hold back from an unfinished tag, or from a script whose end has not come.
      const lastTag = text.lastIndexOf('<');
      const lastScript = text.lastIndexOf('<script');
      const cut =
        lastScript !== -1 && !text.includes('</script>', lastScript)
          ? lastScript
          : lastTag !== -1 && !text.includes('>', lastTag)
            ? lastTag
            : text.length;
      pending = text.slice(cut);
      done(null, text.slice(0, cut));
    },
    flush(done) {
      done(null, rewrite(pending + decoder.end()));
    },
  });
}
