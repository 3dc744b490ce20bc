import { Image } from '@lumen/ui-kit/image';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';

export type PageZone = {
  component: string;
  title: string | null;
  description: string | null;
  image: string | null;
  alternativeText: string | null;
  aside: string | null;
  url: string | null;
};

/** A generic page's zones in order (spec §3 Generic page: title, rich text, image, text-aside). */
export function PageZones({ zones }: { zones: readonly PageZone[] }) {
  return (
    <div className="space-y-6">
      {zones.map((zone, i) => {
        switch (zone.component) {
          case 'title':
            return (
              <h2 key={i} className="text-2xl font-semibold text-ink-950">
                {zone.title}
              </h2>
            );
          case 'rich-description':
            return <Markdown key={i} source={zone.description} />;
          case 'image':
            return (
              <Image
                key={i}
                src={zone.image}
                alt={zone.alternativeText ?? ''}
                width={1600}
                height={500}
                loading="lazy"
                className="w-full rounded-lg object-cover"
              />
            );
          case 'text-aside':
            return (
              <div key={i} className="grid gap-6 md:grid-cols-3">
                <div className="md:col-span-2">
                  {zone.title ? (
                    <h3 className="text-xl font-semibold text-ink-950">{zone.title}</h3>
                  ) : null}
                  <Markdown source={zone.description} className="mt-2" />
                </div>
                <aside className="rounded-lg bg-ink-50 p-5 text-ink-800">
                  <p>{zone.aside}</p>
                  {zone.url ? (
                    <AppLink
                      href={zone.url}
                      className="focus-ring mt-3 inline-block rounded font-semibold text-ink-950 underline"
                    >
                      {zone.title}
                    </AppLink>
                  ) : null}
                </aside>
              </div>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
