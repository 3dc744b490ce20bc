import { useState } from 'react';
import { Link } from 'react-router';
import { Image } from '@lumen/ui-kit/image';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lumen/ui-kit/tabs';
import type { Product } from '@lumen/validation';
import { productThumb } from '@lumen/site-shell/components/product-card.tsx';
import { VideoGrid } from '#src/components/video-grid.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useLanguage, useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { HowToVideo, ProductPageContent, TabKey, TechSpecRow } from '../types.ts';
import { descriptionParagraphs, techSpecValue, warrantyYears } from '../utils/product-facts.ts';

/** Accessory thumbnails are 500x500 (spec §9). */
const ACCESSORY_IMAGE = { width: 500, height: 500 } as const;

export type ProductTabsProps = {
  product: Product;
  content: ProductPageContent;
};

/**
 * The six product tabs, titled and ordered by content's orderId (spec §2): features and
 * benefits, tech specs (Left and Right columns), downloads, accessories, how-to videos and
 * case studies. Every panel is in the server HTML; inactive ones are hidden.
 */
export function ProductTabs({ product, content }: ProductTabsProps) {
  const first = content.tabs[0]?.key ?? 'features';
  const [active, setActive] = useState<string>(first);
  if (!content.tabs.length) return null;
  return (
    <Tabs value={active} onValueChange={setActive} className="mt-12">
      <TabsList>
        {content.tabs.map((tab) => (
          <TabsTrigger key={tab.key} value={tab.key}>
            {tab.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {content.tabs.map((tab) => (
        <TabsContent
          key={tab.key}
          value={tab.key}
          forceMount
          className="data-[state=inactive]:hidden"
        >
          <Panel tab={tab.key} product={product} content={content} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function Panel({ tab, product, content }: { tab: TabKey } & ProductTabsProps) {
  switch (tab) {
    case 'features':
      return <Features product={product} />;
    case 'techSpecs':
      return <TechSpecs product={product} rows={content.techSpecs} />;
    case 'downloads':
      return <Downloads product={product} content={content} />;
    case 'accessories':
      return <Accessories product={product} content={content} />;
    case 'howToVideos':
      return <Videos videos={content.videos} emptyText={content.labels.noVideosText} />;
    case 'caseStudies':
      return <CaseStudies content={content} />;
  }
}

function Empty({ text }: { text: string | null }) {
  return <p className="text-ink-700">{text ?? '—'}</p>;
}

/**
 * Features and benefits: what the product does for the buyer, in its own words (the long
 * text, spec §3 originalLongText). The figures are the Tech specs panel's: repeating its table
 * here made the two panels say the same thing twice.
 */
function Features({ product }: { product: Product }) {
  const paragraphs = descriptionParagraphs(product);
  if (!paragraphs.length) return <Empty text={null} />;
  return (
    <div className="flex max-w-3xl flex-col gap-4 text-ink-800" data-testid="features">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

function TechSpecs({ product, rows }: { product: Product; rows: ProductPageContent['techSpecs'] }) {
  const t = useTranslator();
  const language = useLanguage();
  const valueOf = (row: TechSpecRow) => {
    if (row.fieldName === 'Warranty') {
      const years = warrantyYears(product);
      if (years) return t('product.warranty', { years });
    }
    return techSpecValue(product, row.fieldName, language);
  };
  const column = (side: 'Left' | 'Right', list: TechSpecRow[]) => {
    const shown = list.flatMap((row) => {
      const value = valueOf(row);
      return value ? [{ row, value }] : [];
    });
    return (
      <dl data-column={side} className="divide-y divide-ink-100 text-sm">
        {shown.map(({ row, value }) => (
          <div key={row.id} className="flex justify-between gap-4 py-2">
            <dt className="text-ink-700">{row.title}</dt>
            <dd className="text-right font-medium text-ink-950">{value}</dd>
          </div>
        ))}
      </dl>
    );
  };
  return (
    <div className="grid gap-x-12 gap-y-2 md:grid-cols-2">
      {column('Left', rows.left)}
      {column('Right', rows.right)}
    </div>
  );
}

function Downloads({ product, content }: ProductTabsProps) {
  if (!product.documents.length) return <Empty text={content.labels.noDownloadsText} />;
  return (
    <ul className="flex flex-col gap-3">
      {product.documents.map((doc) => (
        <li key={doc.url}>
          <a
            href={doc.url}
            download
            className="focus-ring inline-flex items-center gap-3 rounded border border-ink-200 px-4 py-3 hover:bg-ink-50"
          >
            <span className="font-medium text-ink-950">{doc.title}</span>
            <span className="text-sm font-semibold text-brand-700 underline">
              {content.labels.downloadText ?? 'PDF'}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Accessories({ product, content }: ProductTabsProps) {
  const t = useTranslator();
  if (!product.accessories.length) return <Empty text={content.labels.noAccessoriesText} />;
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="accessories">
      {product.accessories.map((accessory) => {
        const src = productThumb({ tradeProducts: [{ media: accessory.media }] }, ACCESSORY_IMAGE);
        return (
          <li key={accessory.id}>
            <Link
              to={paths.products.detail.getHref(accessory.catSlug, accessory.productSlug)}
              className="focus-ring flex h-full flex-col overflow-hidden rounded-lg border border-ink-100 hover:shadow-md"
            >
              <Image
                src={src}
                alt=""
                width={ACCESSORY_IMAGE.width}
                height={ACCESSORY_IMAGE.height}
                loading="lazy"
                className="aspect-square w-full bg-ink-50 object-contain"
              />
              <span className="p-3 text-sm font-semibold text-ink-950">{accessory.name}</span>
              <span className="px-3 pb-3 text-xs text-ink-700">
                {t('product.accessoryPartNumber', { partNumber: accessory.partnumberManufacturer })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** How-to videos of the product (shared card grid and player). */
export function Videos({ videos, emptyText }: { videos: HowToVideo[]; emptyText: string | null }) {
  const t = useTranslator();
  return <VideoGrid videos={videos} empty={<Empty text={emptyText ?? t('common.noVideos')} />} />;
}

function CaseStudies({ content }: { content: ProductPageContent }) {
  const t = useTranslator();
  if (!content.caseStudies.length) return <Empty text={content.labels.noCaseStudiesText} />;
  const readMore = content.labels.caseStudyReadMore ?? t('common.readMore');
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {content.caseStudies.map((study) => (
        <li
          key={study.id}
          className="flex flex-col overflow-hidden rounded-lg border border-ink-100"
        >
          <Image
            src={study.picture?.url}
            alt={study.picture?.alternativeText ?? ''}
            width={600}
            height={400}
            loading="lazy"
            className="aspect-[3/2] w-full object-cover"
          />
          <h2 className="p-4 font-semibold text-ink-950">{study.title}</h2>
          <a
            href={paths.caseStudies.article.getHref(study.pageSlug)}
            className="focus-ring mx-4 mb-4 mt-auto self-start rounded text-sm font-semibold text-brand-700 underline"
          >
            <span aria-hidden="true">{readMore}</span>
            <span className="sr-only">
              {t('common.labelled', { label: readMore })} {study.title}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
