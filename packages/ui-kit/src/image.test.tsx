import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Image, PLACEHOLDER_IMAGE_SRC } from './image.tsx';

// happy-dom never fetches images, so every <img> looks finished and empty; make them look
// like a browser's image that is still loading unless a test says otherwise.
function stubImageState({ isComplete }: { isComplete: boolean }) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(isComplete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
}

describe('Image', () => {
  beforeEach(() => stubImageState({ isComplete: false }));
  afterEach(() => vi.restoreAllMocks());

  it('shows the picture while it loads', () => {
    render(<Image src="/media/kosmos.jpg" alt="Kosmos downlight" />);
    const img = screen.getByRole('img', { name: 'Kosmos downlight' });
    expect(img).toHaveAttribute('src', '/media/kosmos.jpg');
    expect(img).not.toHaveAttribute('data-placeholder');
  });

  it('swaps in the placeholder when the picture fails', () => {
    const onError = vi.fn();
    render(<Image src="/media/missing.jpg" alt="Vela panel" onError={onError} />);
    const img = screen.getByRole('img', { name: 'Vela panel' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE_SRC);
    expect(img).toHaveAttribute('data-placeholder');
    expect(onError).toHaveBeenCalledOnce();
    // A failing placeholder does not loop.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE_SRC);
  });

  it('catches a picture that failed before React was listening', () => {
    stubImageState({ isComplete: true });
    render(<Image src="/media/broken.jpg" alt="Broken" />);
    expect(screen.getByRole('img', { name: 'Broken' })).toHaveAttribute(
      'src',
      PLACEHOLDER_IMAGE_SRC,
    );
  });

  it('does not mistake an SVG without a size for a failure', () => {
    stubImageState({ isComplete: true });
    render(<Image src="/media/logo.svg" alt="Logo" />);
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/media/logo.svg');
  });

  it('uses the placeholder at once when there is no picture, or a page default', () => {
    const { rerender } = render(<Image src={null} alt="" />);
    expect(document.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE_SRC);
    rerender(<Image src="" alt="" fallbackSrc="/media/vacancy-cover.jpg" />);
    expect(document.querySelector('img')).toHaveAttribute('src', '/media/vacancy-cover.jpg');
  });

  it('tries again when given a new picture', () => {
    const { rerender } = render(<Image src="/a.jpg" alt="Range" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Image src="/b.jpg" alt="Range" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.jpg');
  });

  it('forwards its ref', () => {
    const ref = { current: null as HTMLImageElement | null };
    render(<Image ref={ref} src="/a.jpg" alt="Range" />);
    expect(ref.current).toBe(screen.getByRole('img'));
  });
});
