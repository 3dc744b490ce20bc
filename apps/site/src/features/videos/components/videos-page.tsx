import { Link } from 'react-router';
import { Image } from '@lumen/ui-kit/image';
import { PageBanner } from '#src/components/page-banner.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { VideosPageContent, VideoSearchResult, VideoTypeCard } from '../types.ts';
import { VideosSearch } from './videos-search.tsx';

/** /videos (spec §2 Videos): banner, search, and the type cards or the matching videos. */
export function VideosPage({ content }: { content: VideosPageContent }) {
  const t = useTranslator();
  const { labels } = content;
  return (
    <>
      <PageBanner
        title={labels.heading}
        description={labels.subText}
        image={labels.heroImage}
        imageAlt={labels.alternativeText}
      >
        <VideosSearch search={content.search} placeholder={labels.searchPlaceholder} />
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 py-12">
        {content.results === null ? (
          <section aria-labelledby="video-types">
            <h2 id="video-types" className="sr-only">
              {t('videos.types')}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="video-types">
              {content.types.map((type) => (
                <TypeCard key={type.id} type={type} availableLabel={labels.availableLabel} />
              ))}
            </ul>
          </section>
        ) : (
          <SearchResults search={content.search ?? ''} results={content.results} />
        )}
      </div>
    </>
  );
}

function TypeCard({
  type,
  availableLabel,
}: {
  type: VideoTypeCard;
  availableLabel: string | null;
}) {
  const t = useTranslator();
  return (
    <li className="overflow-hidden rounded-lg border border-ink-100 bg-white shadow-sm">
      <Link
        to={paths.videos.type.getHref(type.pageSlug)}
        className="focus-ring group flex h-full flex-col"
      >
        <Image
          src={type.image}
          alt={type.alternativeText ?? ''}
          width={800}
          height={450}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
        <span className="flex flex-1 flex-col gap-2 p-4">
          <span className="text-xl font-semibold text-ink-950 group-hover:underline">
            {type.name}
          </span>
          {type.description ? <span className="text-ink-700">{type.description}</span> : null}
          <span className="mt-auto text-sm font-semibold text-ink-800" data-testid="video-count">
            {t('videos.count', { count: type.videoCount })}
            {availableLabel ? ` ${availableLabel}` : ''}
          </span>
        </span>
      </Link>
    </li>
  );
}

function SearchResults({ search, results }: { search: string; results: VideoSearchResult[] }) {
  const t = useTranslator();
  return (
    <section aria-labelledby="video-results">
      <h2 id="video-results" className="mb-6 text-2xl font-semibold text-ink-950">
        {t('videos.resultsHeading', { term: search })}
      </h2>
      {results.length === 0 ? (
        <p role="status" className="text-ink-700">
          {t('videos.noResults')}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="video-results">
          {results.map((video) => (
            <li key={video.id} className="overflow-hidden rounded-lg border border-ink-100">
              <Link
                to={
                  video.typeSlug
                    ? paths.videos.type.getHref(video.typeSlug, { video: video.id })
                    : paths.videos.list.getHref()
                }
                className="focus-ring group block"
              >
                <Image
                  src={video.posterImage}
                  alt={video.alternativeText ?? ''}
                  width={480}
                  height={270}
                  loading="lazy"
                  className="aspect-video w-full object-cover"
                />
                <span className="block p-3">
                  <span className="block font-semibold text-ink-950 group-hover:underline">
                    {video.heading}
                  </span>
                  {video.typeName ? (
                    <span className="text-sm text-ink-700">{video.typeName}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
