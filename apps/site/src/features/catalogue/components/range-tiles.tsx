import { Link } from 'react-router';
import { Image } from '@lumen/ui-kit/image';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { RangeSelection } from '../types.ts';

const TILE =
  'group focus-ring relative flex h-full flex-col overflow-hidden rounded-lg border border-ink-100 bg-white shadow-sm transition hover:shadow-md';

/**
 * The /select-range page (spec §2 Range selection): a 'Show All' tile to the whole category,
 * then one tile per range to the listing with ?rangeFilter= set to the range title.
 */
export function RangeTiles({ selection }: { selection: RangeSelection }) {
  const t = useTranslator();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink-950 md:text-4xl">{selection.title}</h1>
      {selection.description ? (
        <p className="mt-3 max-w-3xl text-lg text-ink-700">{selection.description}</p>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold text-ink-900">{t('catalogue.chooseRange')}</h2>
      <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link
            to={paths.products.listing.getHref(selection.slug)}
            prefetch="intent"
            className={TILE}
          >
            <Image
              src={selection.showAllImage}
              alt=""
              width={600}
              height={500}
              className="aspect-[6/5] w-full object-cover"
            />
            <span className="p-4 text-lg font-semibold text-ink-950">{t('common.showAll')}</span>
            {selection.showAllText ? (
              <span className="px-4 pb-4 text-sm text-ink-700">{selection.showAllText}</span>
            ) : null}
          </Link>
        </li>
        {selection.ranges.map((range, index) => (
          <li key={range.id}>
            <Link
              to={paths.products.listing.getHref(selection.slug, { rangeFilter: range.title })}
              prefetch="intent"
              className={TILE}
            >
              <Image
                src={range.image}
                alt=""
                width={600}
                height={500}
                loading={index < 2 ? 'eager' : 'lazy'}
                className="aspect-[6/5] w-full object-cover"
              />
              <span className="p-4 text-lg font-semibold text-ink-950">{range.title}</span>
              {range.description ? (
                <span className="px-4 pb-4 text-sm text-ink-700">{range.description}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
