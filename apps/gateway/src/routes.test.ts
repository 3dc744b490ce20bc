import { describe, expect, it } from 'vitest';
import { upstreamFor } from './routes.ts';

describe('upstreamFor', () => {
  it('sends campaign pages and their sub-routes to the campaigns app', () => {
    for (const path of [
      '/goldenticket',
      '/goldenticket/',
      '/goldenticket/winners',
      '/goldenticket/instantdraw?x=1',
      '/ziigna-linear-lighting',
      '/ziigna-linear-lighting/builder',
      '/express-leaderboard',
      '/lighting-design',
      '/_campaigns/assets/entry.client-abc.js',
    ]) {
      expect(upstreamFor(path), path).toBe('campaigns');
    }
  });

  it('matches whole segments only', () => {
    expect(upstreamFor('/goldenticketdraw')).toBe('site');
    expect(upstreamFor('/mediakit')).toBe('site');
    expect(upstreamFor('/lighting-designs')).toBe('site');
  });

  it("follows React Router's .data requests to the page's owner", () => {
    expect(upstreamFor('/goldenticket/winners.data')).toBe('campaigns');
    expect(upstreamFor('/goldenticket.data?_routes=root')).toBe('campaigns');
    expect(upstreamFor('/_root.data')).toBe('site');
    expect(upstreamFor('/news.data')).toBe('site');
  });

  it('sends media and thumbnails to the API and everything else to the site', () => {
    expect(upstreamFor('/media/home/hero-1.jpg')).toBe('api');
    expect(upstreamFor('/thumb/42/x.png?width=300&height=300')).toBe('api');
    expect(upstreamFor('/')).toBe('site');
    expect(upstreamFor('/__manifest?p=%2Fnews')).toBe('site');
    expect(upstreamFor('/products/downlights')).toBe('site');
    expect(upstreamFor('/sitemap.xml')).toBe('site');
  });
});
