import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { VisitorTour } from '#src/features/policies/components/visitor-tour.tsx';
import { PageZones } from '#src/features/policies/components/page-zones.tsx';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/virtual-visitor-centre';
import { loadVisitorCentre } from './virtual-visitor-centre.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadVisitorCentre(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function VirtualVisitorCentre({ loaderData }: Route.ComponentProps) {
  const { header, zones } = loaderData;
  return (
    <>
      <PageHero
        title={header.bannerTitle ?? ''}
        description={header.bannerDescription}
        image={header.bannerImage}
        mobileImage={header.mobileBannerImage}
        alternativeText={header.alternativeText}
      />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-12">
        <h2 className="text-2xl font-semibold text-ink-950">{header.pageTitle}</h2>
        <Markdown source={header.pageDescription} />
        <VisitorTour src={header.formSrc} title={header.tourTitle ?? header.bannerTitle ?? ''} />
        <PageZones zones={zones} />
      </div>
    </>
  );
}
