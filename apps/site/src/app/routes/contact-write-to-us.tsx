import { BackLink } from '#src/components/back-link.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { WriteToUsForm } from '#src/features/contact/components/write-to-us-form.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import type { Route } from './+types/contact-write-to-us';
import { loadWriteToUs } from './contact-write-to-us.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadWriteToUs(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function WriteToUs({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { header } = loaderData;
  if (!root) return null;
  return (
    <>
      <PageHero
        title={header?.title ?? ''}
        description={header?.description}
        image={header?.heroImage}
        alternativeText={header?.alternativeText}
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        <BackLink to={paths.contact.index.getHref()} label={header?.backButton ?? ''} />
        <section aria-labelledby="write-to-us-form">
          <h2 id="write-to-us-form" className="sr-only">
            {header?.hiddenHeading}
          </h2>
          <WriteToUsForm
            apiUrl={root.config.publicApiUrl}
            locale={root.visitor.locale}
            successTitle={header?.successTitle ?? ''}
            successMessage={header?.successMessage ?? ''}
          />
        </section>
      </div>
    </>
  );
}
