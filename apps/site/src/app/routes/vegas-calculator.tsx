import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/vegas-calculator';
import { loadVegasCalculator } from './vegas-calculator.server.ts';

/** The static calculator (apps/site/public/vegas/index.html); the spec gives its frame 2000 px. */
const FRAME_HEIGHT = 2000;

export function loader({ context }: Route.LoaderArgs) {
  return loadVegasCalculator(requestScopeOf(context));
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function VegasCalculator({ loaderData }: Route.ComponentProps) {
  const t = useTranslator();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-2 text-3xl font-semibold text-ink-950 md:text-4xl">{t('vegas.title')}</h1>
      <p className="mb-6 max-w-3xl text-ink-700">{t('vegas.description')}</p>
      <iframe
        src={`/vegas/?lang=${loaderData.language}`}
        title={t('vegas.frameTitle')}
        height={FRAME_HEIGHT}
        className="w-full border-0"
        style={{ height: FRAME_HEIGHT }}
        data-testid="vegas-frame"
      />
    </div>
  );
}
