import { paths } from '#src/config/paths.ts';
import { RangeTiles } from '#src/features/catalogue/components/range-tiles.tsx';
import { seoMeta } from '#src/lib/seo/meta.ts';
import { rootDataOf } from '../root-data.ts';
import type { Route } from './+types/select-range';
import { loadSelectRange } from './select-range.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  return loadSelectRange(request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  const { selection, query } = loaderData;
  return seoMeta(root.seo, {
    title: selection.title,
    description: selection.seo.description ?? selection.description ?? selection.title,
    // The page is addressed by its query; canonical keeps exactly the two parameters.
    path: paths.selectRange.getHref({
      category: query.category ?? selection.title,
      categorySlug: query.categorySlug ?? selection.slug,
    }),
    image: selection.seo.image ?? selection.showAllImage,
  });
};

export default function SelectRange({ loaderData }: Route.ComponentProps) {
  return <RangeTiles selection={loaderData.selection} />;
}
