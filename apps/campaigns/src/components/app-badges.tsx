import { Image } from '@lumen/ui-kit/image';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';

/** Which badge stands for which store; content gives only the links (and some pages the art). */
const STORES = [
  {
    key: 'appStore',
    label: 'landing.appStore',
    fallback: '/media/content/social/app-store-badge.svg',
  },
  {
    key: 'playStore',
    label: 'landing.googlePlay',
    fallback: '/media/content/social/google-play-badge.svg',
  },
] as const;

export type AppBadgesProps = {
  appStoreLink: string | null;
  playStoreLink: string | null;
  appStoreImage?: string | null;
  playStoreImage?: string | null;
};

/**
 * The app download badges of the landing pages: each store's badge, linking to the app there
 * in a new tab. The badge's alt text is the link's name, so it is in the visitor's language
 * whichever artwork content names.
 */
export function AppBadges({
  appStoreLink,
  playStoreLink,
  appStoreImage,
  playStoreImage,
}: AppBadgesProps) {
  const t = useTranslator();
  const links = { appStore: appStoreLink, playStore: playStoreLink };
  const images = { appStore: appStoreImage, playStore: playStoreImage };
  const shown = STORES.filter((store) => links[store.key]);
  if (shown.length === 0) return null;
  return (
    <ul className="mt-6 flex flex-wrap gap-4">
      {shown.map((store) => (
        <li key={store.key}>
          <a
            href={links[store.key] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="focus-ring block rounded-lg"
          >
            <Image
              src={images[store.key] || store.fallback}
              alt={`${t(store.label)} ${t('common.opensInNewTab')}`}
              width={160}
              height={48}
              loading="lazy"
              className="h-12 w-auto"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
