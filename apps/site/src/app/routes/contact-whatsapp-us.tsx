import { BackLink } from '#src/components/back-link.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { WhatsAppPanel } from '#src/features/contact/components/whatsapp-panel.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/contact-whatsapp-us';
import { loadWhatsAppUs } from './contact-whatsapp-us.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadWhatsAppUs(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function WhatsAppUs({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero
        title={page.title ?? ''}
        image={page.banner}
        alternativeText={page.alternativeText}
      />
      <div className="mx-auto max-w-7xl px-4 pt-8">
        <BackLink to={paths.contact.index.getHref()} label={page.backButton ?? ''} />
      </div>
      <WhatsAppPanel
        content={page.content}
        ctaText={page.CTAText ?? page.title ?? ''}
        whatsappNumber={page.whatsappNumber!}
        greeting={page.greeting}
      />
    </>
  );
}
