import { BackLink } from '#src/components/back-link.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { PhoneTables } from '#src/features/contact/components/phone-tables.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/contact-get-in-touch';
import { loadGetInTouch } from './contact-get-in-touch.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadGetInTouch(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GetInTouch({ loaderData }: Route.ComponentProps) {
  const { header, labels, continents } = loaderData;
  return (
    <>
      <PageHero
        title={header?.title ?? ''}
        description={header?.description}
        image={header?.heroImage}
        alternativeText={header?.alternativeText}
      />
      <div className="mx-auto max-w-7xl px-4 pt-8">
        <BackLink to={paths.contact.index.getHref()} label={header?.backButton ?? ''} />
      </div>
      <PhoneTables continents={continents} labels={labels} />
    </>
  );
}
