// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel.tsx';
import { CspNonceProvider } from './csp-nonce.tsx';
import { Image } from './image.tsx';
import { Pagination } from './pagination.tsx';

// The site renders on the server: nothing here may touch window or load keen-slider there.
describe('server rendering', () => {
  it('renders a carousel with its slides, labels and pre-start layout', () => {
    const html = renderToString(
      <Carousel
        label="Hero"
        isLooping
        autoplayInterval={15_000}
        breakpoints={[{ below: 767, perView: 1 }]}
      >
        <p>Downlights</p>
        <p>Panels</p>
      </Carousel>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('Downlights');
    expect(html).toContain('aria-label="Slide 2 of 2"');
    expect(html).toContain('aria-label="Pause slideshow"');
    expect(html).toContain('@media (max-width: 766px)');
    expect(html).not.toContain('data-ready=""');
    expect(html).not.toContain(' inert');
  });

  it('gives the carousel’s inline style the page’s CSP nonce', () => {
    const html = renderToString(
      <CspNonceProvider nonce="abc123">
        <Carousel label="Hero">
          <p>Downlights</p>
        </Carousel>
      </CspNonceProvider>,
    );
    expect(html).toMatch(/<style nonce="abc123">/);
  });

  it('renders images and pagination', () => {
    expect(renderToString(<Image src="/media/a.jpg" alt="A" />)).toContain('src="/media/a.jpg"');
    expect(renderToString(<Image src={null} alt="" />)).toContain('data:image/svg+xml');
    expect(
      renderToString(<Pagination page={2} totalPages={3} onPageChange={() => {}} />),
    ).toContain('aria-current="page"');
  });
});
