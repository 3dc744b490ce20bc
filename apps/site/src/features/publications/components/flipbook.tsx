import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@lumen/ui-kit/button';
import { useMediaQuery } from '#src/hooks/use-media-query.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import {
  clampPage,
  lastPage,
  nextPage,
  pageFromParam,
  pageImageUrl,
  pagesInView,
  previousPage,
  ZOOM_LEVELS,
  type FlipbookMode,
} from '../utils/flipbook.ts';

/** The query parameter that deep-links to a page (`?page=200`). */
export const PAGE_PARAM = 'page';

/** Pages are drawn 560x792 (artwork-plan.ts); the ratio keeps the box steady while one loads. */
const PAGE_WIDTH = 560;
const PAGE_HEIGHT = 792;
/** Below this width the book shows one page at a time. */
const NARROW_SCREEN = '(max-width: 767px)';
/** A horizontal swipe shorter than this is a tap or a scroll, not a page turn. */
const SWIPE_MIN_PX = 40;

export type FlipbookProps = {
  title: string;
  pageCount: number;
  /** Page image paths with `{page}` for the 3-digit page number. */
  pageImageTemplate: string;
};

/**
 * Our own flipbook over page images (issue 10): flip, zoom, a page counter, arrow keys and
 * Home/End, swipe on touch screens, and the page in the address (`?page=`) so a link opens
 * it there. Only the pages in view load, plus the next view's in the background, so opening
 * page 200 of 434 fetches four pictures, not 434.
 */
export function Flipbook({ title, pageCount, pageImageTemplate }: FlipbookProps) {
  const t = useTranslator();
  const hintId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const isNarrow = useMediaQuery(NARROW_SCREEN);
  const mode: FlipbookMode = isNarrow ? 'single' : 'spread';
  const page = pageFromParam(searchParams.get(PAGE_PARAM), pageCount);
  const view = pagesInView(page, pageCount, mode);
  const next = nextPage(page, pageCount, mode);
  const previous = previousPage(page, pageCount, mode);
  const [zoomIndex, setZoomIndex] = useState(0);
  const zoom = ZOOM_LEVELS[zoomIndex] ?? 1;
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  // The page the last turn asked for, until the address shows it: a second key press that comes
  // before the first turn has rendered turns on from there, instead of from the page still
  // shown (which would lose the press).
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (asked.current === page) asked.current = null;
  }, [page]);
  const turn = (by: typeof nextPage) => goTo(by(asked.current ?? page, pageCount, mode));

  function goTo(target: number | null) {
    if (target === null) return;
    const to = clampPage(target, pageCount);
    asked.current = to;
    // Replace, not push: turning 40 pages must not take 40 presses of Back to leave.
    setSearchParams(
      (params) => {
        params.set(PAGE_PARAM, String(to));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  // The next view's pictures load in the background, so a page turn shows them at once. The
  // width is read here, not taken from the render: the hydrating render assumes a wide screen,
  // and a phone would fetch a spread it never shows (page 200 on a phone: 201, not 202–203).
  useEffect(() => {
    const shown: FlipbookMode = window.matchMedia(NARROW_SCREEN).matches ? 'single' : 'spread';
    const following = nextPage(page, pageCount, shown);
    if (following === null) return;
    for (const p of pagesInView(following, pageCount, shown)) {
      const img = new window.Image();
      img.decoding = 'async';
      img.src = pageImageUrl(pageImageTemplate, p);
    }
  }, [page, pageCount, pageImageTemplate, isNarrow]);

  function onKeyDown(event: React.KeyboardEvent) {
    if ((event.target as HTMLElement).closest('input, select, textarea')) return;
    const action: Record<string, () => void> = {
      ArrowRight: () => turn(nextPage),
      ArrowLeft: () => turn(previousPage),
      PageDown: () => turn(nextPage),
      PageUp: () => turn(previousPage),
      Home: () => goTo(1),
      End: () => goTo(lastPage(pageCount, mode)),
    };
    const run = action[event.key];
    if (!run) return;
    event.preventDefault();
    run();
  }

  const counter =
    view.length === 2
      ? t('flipbook.pagesOf', { first: view[0]!, last: view[1]!, total: pageCount })
      : t('flipbook.pageOf', { page: view[0]!, total: pageCount });

  return (
    <section
      aria-label={t('flipbook.label', { title })}
      aria-describedby={hintId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="focus-ring rounded-lg bg-ink-100 p-2 md:p-4"
      data-testid="flipbook"
      data-page={view[0]}
    >
      <p id={hintId} className="sr-only">
        {t('flipbook.hint')}
      </p>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            onClick={() => goTo(1)}
            disabled={previous === null}
            aria-label={t('flipbook.first')}
          >
            <Chevron shape="first" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            onClick={() => turn(previousPage)}
            disabled={previous === null}
            aria-label={t('flipbook.previous')}
          >
            <Chevron shape="previous" />
          </Button>
        </div>
        <p
          aria-live="polite"
          className="min-w-40 text-center font-semibold text-ink-900"
          data-testid="page-counter"
        >
          {counter}
        </p>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            onClick={() => turn(nextPage)}
            disabled={next === null}
            aria-label={t('flipbook.next')}
          >
            <Chevron shape="next" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            onClick={() => goTo(lastPage(pageCount, mode))}
            disabled={next === null}
            aria-label={t('flipbook.last')}
          >
            <Chevron shape="last" />
          </Button>
        </div>
      </div>
      <div className="mb-3 flex flex-wrap items-center justify-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setZoomIndex((i) => Math.max(i - 1, 0))}
          disabled={zoomIndex === 0}
          aria-label={t('flipbook.zoomOut')}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <span className="w-14 text-center text-sm text-ink-800" data-testid="zoom">
          {Math.round(zoom * 100)}%
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setZoomIndex((i) => Math.min(i + 1, ZOOM_LEVELS.length - 1))}
          disabled={zoomIndex === ZOOM_LEVELS.length - 1}
          aria-label={t('flipbook.zoomIn')}
        >
          <span aria-hidden="true">+</span>
        </Button>
        <GoToPage pageCount={pageCount} onGo={goTo} />
      </div>
      <div
        className={zoom > 1 ? 'max-h-[80vh] overflow-auto' : 'overflow-hidden'}
        data-testid="flipbook-stage"
        style={{ touchAction: zoom > 1 ? 'auto' : 'pan-y pinch-zoom' }}
        onPointerDown={(event) => {
          if (zoom === 1) swipeStart.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (!start) return;
          const dx = event.clientX - start.x;
          if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(event.clientY - start.y))
            return;
          turn(dx < 0 ? nextPage : previousPage);
        }}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          className="mx-auto flex justify-center gap-0"
          style={{
            width: `${zoom * 100}%`,
            maxWidth: zoom === 1 ? `${view.length * 520}px` : undefined,
          }}
        >
          {view.map((p, i) => (
            <img
              key={p}
              src={pageImageUrl(pageImageTemplate, p)}
              alt={t('flipbook.pageAlt', { title, page: p })}
              width={PAGE_WIDTH}
              height={PAGE_HEIGHT}
              draggable={false}
              className={`h-auto min-w-0 flex-1 bg-white shadow-md select-none ${i === 1 ? 'max-md:hidden' : ''}`}
              style={{ maxWidth: `${100 / view.length}%` }}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

/** The arrows of the page buttons, drawn here: the viewer's own chunk carries them. */
const CHEVRONS = {
  first: 'm11 17-5-5 5-5M18 17l-5-5 5-5',
  previous: 'm15 18-6-6 6-6',
  next: 'm9 18 6-6-6-6',
  last: 'm6 17 5-5-5-5M13 17l5-5-5-5',
} as const;

function Chevron({ shape }: { shape: keyof typeof CHEVRONS }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={CHEVRONS[shape]} />
    </svg>
  );
}

function GoToPage({ pageCount, onGo }: { pageCount: number; onGo: (page: number) => void }) {
  const t = useTranslator();
  const id = useId();
  return (
    <form
      className="ml-2 flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('page');
        const n = Number(value);
        if (value !== '' && Number.isFinite(n)) onGo(n);
      }}
    >
      <label htmlFor={id} className="text-sm text-ink-800">
        {t('flipbook.goToPage')}
      </label>
      <input
        id={id}
        name="page"
        type="number"
        inputMode="numeric"
        min={1}
        max={pageCount}
        className="focus-ring h-9 w-20 rounded-md border border-ink-300 bg-white px-2 text-ink-900"
      />
      <Button type="submit" size="sm" variant="secondary">
        {t('common.ok')}
      </Button>
    </form>
  );
}
