import { FALLBACK_DESCRIPTION, SITE_NAME } from '#src/config/site.ts';
import { paths } from '#src/config/paths.ts';
import { HomePage } from '#src/features/home/components/home-page.tsx';
import { organizationJsonLd } from '#src/lib/seo/json-ld.ts';
import { absoluteUrl, seoMeta } from '#src/lib/seo/meta.ts';
import { rootDataOf, useRootData } from '../root-data.ts';
import type { Route } from './+types/home';
import { loadHome } from './home.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  return loadHome(request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const seo = loaderData?.content.seo;
  const home = paths.home.getHref();
  const origin = root.seo.editionOrigins[root.seo.edition];
  return [
    ...seoMeta(root.seo, {
      title: seo?.metaTitle || SITE_NAME,
      description: seo?.metaDescription || FALLBACK_DESCRIPTION[root.visitor.language],
      path: home,
      image: seo?.shareImage ?? null,
    }),
    organizationJsonLd({
      name: SITE_NAME,
      url: absoluteUrl(origin, home),
      logo: '/favicon.svg',
      sameAs: root.layout.footer?.socialMedia.map((s) => s.url) ?? [],
    }),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return <HomePage content={loaderData.content} language={root?.visitor.language ?? 'en'} />;
}
