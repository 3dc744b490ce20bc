import type { ReactNode } from 'react';
import { cx } from '@lumen/ui-kit/cx';
import { Image } from '@lumen/ui-kit/image';

/**
 * A landing-page section of text beside a picture or a film (the app, software, rewards,
 * department and cut-to-length blocks): stacked on phones, side by side from tablets up. The
 * picture is decoration beside its text, so it has no alt text; below the fold, it loads lazily.
 */
export function MediaSection({
  id,
  title,
  picture,
  media,
  isMuted = false,
  isReversed = false,
  children,
}: {
  /** An anchor other links on the page point at (#rewards). */
  id?: string;
  title: string | null;
  picture?: string | null;
  /** Instead of a picture (a film's play button). */
  media?: ReactNode;
  isMuted?: boolean;
  /** The picture on the left from tablets up: blocks in a row alternate sides. */
  isReversed?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={cx('py-12', isMuted && 'bg-ink-50')}>
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 md:grid-cols-2">
        <div className={isReversed ? 'md:order-last' : undefined}>
          <h2 className="text-2xl font-bold text-ink-950 md:text-3xl">{title}</h2>
          {children}
        </div>
        {media ??
          (picture ? (
            <Image
              src={picture}
              alt=""
              width={640}
              height={400}
              loading="lazy"
              className="w-full rounded-lg object-cover"
            />
          ) : null)}
      </div>
    </section>
  );
}
