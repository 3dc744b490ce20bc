import { Image } from '@lumen/ui-kit/image';

/**
 * A 3:2 picture over a title and a short text: the cards of the content pages' sections and
 * carousels (careers values and "work with", our story's cards, sustainability's pillars).
 */
export function ImageCard({
  as: Tag = 'article',
  image,
  alternativeText,
  title,
  description,
}: {
  as?: 'article' | 'li';
  image: string | null;
  alternativeText: string | null;
  title: string | null;
  description: string | null;
}) {
  return (
    <Tag className="h-full overflow-hidden rounded-lg bg-white shadow-card">
      <Image
        src={image}
        alt={alternativeText ?? ''}
        width={960}
        height={640}
        loading="lazy"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="p-5">
        <h3 className="text-lg font-semibold text-ink-950">{title}</h3>
        {description ? <p className="mt-2 text-ink-800">{description}</p> : null}
      </div>
    </Tag>
  );
}
