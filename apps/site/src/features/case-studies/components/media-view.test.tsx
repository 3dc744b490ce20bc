// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { caseStudyMediaKind } from '@lumen/ui-kit/media';
import { MediaView } from './media-view.tsx';

const viewOf = (url: string) =>
  render(
    <MediaView
      media={{ url, alternativeText: 'The loading bay', kind: caseStudyMediaKind(url) }}
    />,
  ).container;

describe('MediaView', () => {
  afterEach(cleanup);

  it('shows a picture for the image extensions (spec §2: .jpg .png .jpeg .webp .svg)', () => {
    for (const ext of ['jpg', 'png', 'jpeg', 'webp', 'svg', 'JPG']) {
      const container = viewOf(`/media/content/case-studies/bay.${ext}`);
      expect(container.querySelector('img')?.getAttribute('alt'), ext).toBe('The loading bay');
      expect(container.querySelector('video'), ext).toBeNull();
      cleanup();
    }
  });

  it('plays anything else as a muted, looping, inline autoplay video', () => {
    const video = viewOf('/media/content/case-studies/bay-walkthrough.mp4').querySelector('video');
    expect(video).not.toBeNull();
    expect(video!.getAttribute('src')).toBe('/media/content/case-studies/bay-walkthrough.mp4');
    // React sets `muted` as a property, not an attribute.
    expect(video!.muted).toBe(true);
    expect(video!.autoplay).toBe(true);
    expect(video!.loop).toBe(true);
    expect(video!.hasAttribute('playsinline')).toBe(true);
    expect(video!.getAttribute('aria-label')).toBe('The loading bay');
  });
});
