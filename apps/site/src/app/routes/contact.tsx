import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { ContactOptions } from '#src/features/contact/components/contact-options.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/contact';
import { loadContact } from './contact.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadContact(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { header, options } = loaderData;
  return (
    <>
      <PageHero
        title={header?.title ?? ''}
        description={header?.description}
        image={header?.heroImage}
        alternativeText={header?.alternativeText}
      />
      <ContactOptions options={options} />
    </>
  );
}
