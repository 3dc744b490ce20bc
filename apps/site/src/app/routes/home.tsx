import { FALLBACK_DESCRIPTION, SITE_NAME } from '#src/config/site.ts';
import { paths } from '#src/config/paths.ts';
import { HomePage } from '#src/features/home/components/home-page.tsx';
import { requestScopeOf } from '#src/lib/request-scope.server.ts';
import { organizationJsonLd } from '#src/lib/seo/json-ld.ts';
import { absoluteUrl, seoMeta } from '#src/lib/seo/meta.ts';
import { rootDataOf, useRootData } from '../root-data.ts';
import type { Route } from './+types/home';
import { loadHome } from './home.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const heading = loaderData?.content.homePageHeading;
  const home = paths.home.getHref();
  const origin = root.seo.editionOrigins[root.seo.edition];
  const phones = root.layout.footer?.contactDetails.filter((c) => c.link?.startsWith('tel:')) ?? [];
  return [
    ...seoMeta(root.seo, {
      title: heading?.seoTitle || SITE_NAME,
      description: heading?.seoDescription || FALLBACK_DESCRIPTION[root.visitor.language],
      path: home,
      image: heading?.ogImage ?? null,
    }),
    ...(heading?.seoKeywords ? [{ name: 'keywords', content: heading.seoKeywords }] : []),
    organizationJsonLd({
      name: SITE_NAME,
      url: absoluteUrl(origin, home),
      logo: '/favicon.svg',
      sameAs: root.layout.footer?.socialMedia.map((s) => s.url) ?? [],
      contactPoints: phones.map((c) => ({ telephone: c.value })),
    }),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!root) return null;
  return <HomePage content={loaderData.content} forms={root.config.marketingForms} />;
}
