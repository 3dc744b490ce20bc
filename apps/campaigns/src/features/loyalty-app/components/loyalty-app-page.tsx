import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { lazyIsland } from '@lumen/site-shell/lib/lazy-island.tsx';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Image } from '@lumen/ui-kit/image';
import { AppBadges } from '#src/components/app-badges.tsx';
import { LandingVideo } from '#src/components/landing-video.tsx';
import { MediaSection } from '#src/components/media-section.tsx';
import type { LoyaltyAppData } from '../api/get-loyalty-app.server.ts';

// Below the fold, with the carousels and accordions: its script loads after the page's.
const LoyaltyDetails = lazyIsland(() =>
  import('./loyalty-details.tsx').then((m) => m.LoyaltyDetails),
);

const isExternal = (href: string) => /^https?:/i.test(href);

/**
 * The loyalty app landing page (campaigns spec §2.7). The hero's and the rewards block's
 * calls to action point at anchors on this page (#download, #rewards), so those ids are here.
 */
export function LoyaltyAppPage({ page }: { page: LoyaltyAppData }) {
  return (
    <>
      <PageHero
        title={page.title}
        description={page.description}
        image={page.heroImage}
        mobileImage={page.mobileHeroImage}
        alternativeText={page.alternativeText}
      >
        {page.ctaButton && page.ctaButtonLink ? (
          <AppLink
            href={page.ctaButtonLink}
            isExternal={isExternal(page.ctaButtonLink)}
            className={`${buttonClassName({ size: 'lg' })} mt-8`}
          >
            {page.ctaButton}
          </AppLink>
        ) : null}
        <div id="download">
          <AppBadges appStoreLink={page.appStoreLink} playStoreLink={page.playStoreLink} />
        </div>
      </PageHero>
      <MediaSection id="rewards" title={page.rewardsTitle} picture={page.rewardsImage}>
        <Markdown source={page.rewardsDescription} className="mt-4" />
        {page.rewardsCtaText && page.rewardsCtaLink ? (
          <AppLink
            href={page.rewardsCtaLink}
            isExternal={isExternal(page.rewardsCtaLink)}
            className={`${buttonClassName({ variant: 'outline' })} mt-6`}
          >
            {page.rewardsCtaText}
          </AppLink>
        ) : null}
      </MediaSection>
      {page.video ? (
        <MediaSection
          title={page.videoTitle}
          isMuted
          media={
            <LandingVideo
              title={page.videoTitle ?? page.title}
              buttonText={null}
              video={page.video}
              thumbnail={page.rewardsImage}
            />
          }
        >
          {page.videoDescription ? (
            <p className="mt-4 text-ink-800">{page.videoDescription}</p>
          ) : null}
        </MediaSection>
      ) : null}
      {page.offerBanner ? (
        <div className="mx-auto max-w-7xl px-4 py-12">
          <Image
            src={page.offerBanner}
            alt={page.offerBannerAlternativeText ?? ''}
            width={1280}
            height={400}
            loading="lazy"
            className="w-full rounded-lg object-cover"
          />
        </div>
      ) : null}
      <LoyaltyDetails page={page} />
    </>
  );
}
