import { describe, expect, it } from 'vitest';
import { parseRequestTarget, upstreamUrl } from './request-target.ts';

describe('parseRequestTarget', () => {
  it('refuses every target that is not origin-form', () => {
    for (const raw of [
      '//127.0.0.1:9999/x',
      'http://127.0.0.1:4000/openapi.json',
      'https://evil.example/x',
      '/\\127.0.0.1:9999/x',
      '/\\/evil.example/x',
      '/media\\..\\openapi.json',
      '*',
      '',
      'x',
      '/.//evil.example/x',
    ]) {
      expect(parseRequestTarget(raw), raw).toBeNull();
    }
  });

  it('routes on the normalised path', () => {
    expect(parseRequestTarget('/media/../openapi.json')).toEqual({
      upstream: 'site',
      path: '/openapi.json',
      search: '',
    });
    expect(parseRequestTarget('/media/%2e%2e/graphql')?.path).toBe('/graphql');
    expect(parseRequestTarget('/media/%2e%2e/graphql')?.upstream).toBe('site');
    expect(parseRequestTarget('/thumb/.%2E/.%2e/health')?.upstream).toBe('site');
    expect(parseRequestTarget('/goldenticket/../media/a.jpg')?.upstream).toBe('api');
  });

  it('refuses encoded slashes and dot segments on API paths, which the API would decode', () => {
    for (const raw of [
      '/media/..%2fopenapi.json',
      '/media/%2e%2e%2fgraphql',
      '/thumb/1/..%5c..%5copenapi.json',
      '/media/a%00.jpg',
      '/media/%E0%A4%A',
    ]) {
      expect(parseRequestTarget(raw), raw).toBeNull();
    }
  });

  it('keeps ordinary paths and queries as they are', () => {
    expect(parseRequestTarget('/')).toEqual({ upstream: 'site', path: '/', search: '' });
    expect(parseRequestTarget('/products/spots-l%C3%A8che-mur?sort=name&q=a%5Cb')).toEqual({
      upstream: 'site',
      path: '/products/spots-l%C3%A8che-mur',
      search: '?sort=name&q=a%5Cb',
    });
    expect(parseRequestTarget('/thumb/7/a.png?width=300&height=300')).toEqual({
      upstream: 'api',
      path: '/thumb/7/a.png',
      search: '?width=300&height=300',
    });
  });
});

describe('upstreamUrl', () => {
  it('builds the URL on the fixed upstream origin, keeping a base path', () => {
    const target = parseRequestTarget('/news?page=2')!;
    expect(upstreamUrl('http://127.0.0.1:3002', target)?.href).toBe(
      'http://127.0.0.1:3002/news?page=2',
    );
    expect(upstreamUrl('http://127.0.0.1:3002/site/', target)?.href).toBe(
      'http://127.0.0.1:3002/site/news?page=2',
    );
  });
});
