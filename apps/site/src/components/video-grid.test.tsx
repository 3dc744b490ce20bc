// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@lumen/site-shell/testing/render.tsx';
import { VideoGrid, type VideoCardData } from './video-grid.tsx';

const video = (id: string, embedUrl: string, over: Partial<VideoCardData> = {}): VideoCardData => ({
  id,
  heading: `Video ${id}`,
  posterImage: `/media/content/videos/${id}.jpg`,
  alternativeText: null,
  embedUrl,
  isShort: false,
  ...over,
});

const renderGrid = (videos: VideoCardData[]) =>
  renderInApp(() => <VideoGrid videos={videos} empty={<p>No videos here yet.</p>} />);

describe('VideoGrid', () => {
  afterEach(cleanup);

  it('makes a card playable only when its link yields an 11-character id (spec §5)', () => {
    renderGrid([
      video('ok', 'https://www.youtube.com/embed/Lm7dQ2vX9aB'),
      video('short-id', 'https://www.youtube.com/embed/Lm7dQ2vX9a'),
      video('long-id', 'https://youtu.be/Lm7dQ2vX9aBC'),
      video('other-host', 'https://vimeo.com/123456789'),
    ]);
    const cards = within(screen.getByTestId('videos')).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button').textContent).toContain('Video ok');
    // The others are still listed, without a player.
    expect(cards[1]!.textContent).toContain('Video short-id');
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
  });

  it('shows the empty state when there are no videos', () => {
    renderGrid([]);
    expect(screen.queryByTestId('videos')).toBeNull();
    expect(screen.getByText('No videos here yet.')).toBeVisible();
  });

  it('opens the player dialog with the privacy-enhanced embed of the chosen video', async () => {
    renderGrid([video('ok', 'https://www.youtube.com/watch?v=Lm7dQ2vX9aB')]);
    fireEvent.click(screen.getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/Lm7dQ2vX9aB?rel=0&autoplay=1',
    );
  });
});
