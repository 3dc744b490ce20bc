import type { ReactNode } from 'react';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { Badge } from '../utils/product-facts.ts';

const ICON_PROPS = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'size-6 shrink-0',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const ICONS: Record<Badge['kind'], ReactNode> = {
  warranty: (
    <svg {...ICON_PROPS}>
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  ),
  onSiteWarranty: (
    <svg {...ICON_PROPS}>
      <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />
    </svg>
  ),
  ip: (
    <svg {...ICON_PROPS}>
      <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z" />
    </svg>
  ),
  ik: (
    <svg {...ICON_PROPS}>
      <path d="M4 20h16M7 16l5-12 5 12z" />
    </svg>
  ),
  lifetime: (
    <svg {...ICON_PROPS}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  ),
  icel: (
    <svg {...ICON_PROPS}>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M8 12h8m-3-3 3 3-3 3" />
    </svg>
  ),
  tilt: (
    <svg {...ICON_PROPS}>
      <path d="M4 20 20 4M4 20h9M4 20v-9" />
    </svg>
  ),
  rotate: (
    <svg {...ICON_PROPS}>
      <path d="M20 12a8 8 0 1 1-3-6.2M20 4v4h-4" />
    </svg>
  ),
};

/** The icon badges (spec §2): warranty, on-site warranty, IP, IK, lifetime, ICEL, tilt, rotate. */
export function ProductBadges({ badges }: { badges: readonly Badge[] }) {
  const t = useTranslator();
  if (!badges.length) return null;
  const text = (badge: Badge): string => {
    switch (badge.kind) {
      case 'warranty':
        return t('product.warranty', { years: badge.years });
      case 'onSiteWarranty':
        return t('product.onSiteWarranty');
      case 'ip':
      case 'ik':
        return badge.rating;
      case 'lifetime':
        return t('product.lifetime', { hours: badge.hours });
      case 'icel':
        return t('product.icel');
      case 'tilt':
        return t('product.tilt', { angle: badge.angle });
      case 'rotate':
        return t('product.rotate', { angle: badge.angle });
    }
  };
  return (
    <section aria-label={t('product.ratings')}>
      <ul className="flex flex-wrap gap-3" data-testid="product-badges">
        {badges.map((badge) => (
          <li
            key={badge.kind}
            data-badge={badge.kind}
            className="flex items-center gap-2 rounded-md border border-ink-200 bg-ink-50 px-3 py-2 text-sm font-medium text-ink-900"
          >
            {ICONS[badge.kind]}
            {text(badge)}
          </li>
        ))}
      </ul>
    </section>
  );
}
