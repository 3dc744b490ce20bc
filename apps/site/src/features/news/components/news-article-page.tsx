import { Link } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Image } from '@lumen/ui-kit/image';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { NewsArticle } from '../types.ts';

/**
 * /news/{slug} (spec §2 News): title, date, the picture or (video news) the embedded player,
 * the markdown text and back-to-news buttons above and below.
 */
export function NewsArticlePage({ article }: { article: NewsArticle }) {
  const t = useTranslator();
  const back = (
    <Link
      to={paths.news.list.getHref()}
      prefetch="intent"
      className={buttonClassName({ variant: 'outline' })}
      data-back-to-news=""
    >
      {article.backButtonText ?? t('news.backToNews')}
    </Link>
  );
  return (
    <article data-page="news-article" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div>{back}</div>
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-ink-950 sm:text-4xl">{article.title}</h1>
        <p className="flex flex-wrap gap-x-4 text-ink-700">
          <time dateTime={article.date}>{article.dateLabel}</time>
          {article.category ? <span>{article.category}</span> : null}
        </p>
      </header>
      {article.videoEmbedUrl ? (
        <div className="aspect-video overflow-hidden rounded-lg bg-black">
          <iframe
            src={article.videoEmbedUrl}
            title={t('news.watchVideo', { title: article.title })}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="size-full border-0"
          />
        </div>
      ) : (
        <Image
          src={article.image}
          alt={article.alternativeText ?? ''}
          width={960}
          height={540}
          fetchPriority="high"
          className="aspect-video w-full rounded-lg object-cover"
        />
      )}
      <Markdown source={article.description} />
      <div>{back}</div>
    </article>
  );
}
