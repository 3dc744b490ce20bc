import { useEffect, useRef, useState } from 'react';
import { frameActionOf } from '../utils/frame-messages.ts';

/** Before the calculator reports its height (spec gives none; content may set its own). */
const DEFAULT_FRAME_HEIGHT = 1200;

/**
 * The external calculator, sized by the height it posts and allowed to send the visitor on to
 * an allowed address (utils/frame-messages.ts has the rules). The frame's origin must also be
 * in the page's frame-src, which the route's loader allows from the same content field.
 */
export function CalculatorFrame({
  frameUrl,
  frameOrigin,
  title,
  initialHeight,
  allowedRedirectOrigins,
}: {
  frameUrl: string;
  frameOrigin: string;
  title: string;
  initialHeight: number | null;
  allowedRedirectOrigins: readonly string[];
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(initialHeight ?? DEFAULT_FRAME_HEIGHT);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own frame's window: another frame of the same origin (an ad, a second tab's
      // opener) has no say over this page.
      if (event.source !== frame.current?.contentWindow) return;
      const action = frameActionOf(event, { frameOrigin, allowedRedirectOrigins });
      if (action?.type === 'height') setHeight(action.height);
      else if (action?.type === 'redirect') window.location.assign(action.url);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameOrigin, allowedRedirectOrigins]);

  return (
    <iframe
      ref={frame}
      src={frameUrl}
      title={title}
      style={{ height }}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className="mt-8 block w-full rounded-lg border border-ink-200 bg-white"
    />
  );
}
