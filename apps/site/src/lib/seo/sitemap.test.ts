import { describe, expect, it } from 'vitest';
import type { Locale } from '@lumen/i18n';
import { buildRobotsTxt } from './robots.ts';
import { buildSitemapXml, samePathEverywhere } from './sitemap.ts';

const origins: Record<Locale, string> = {
  'en-GB': 'https://uk.test',
  'fr-FR': 'https://fr.test',
  'en-AU': 'https://au.test',
  'en-NZ': 'https://nz.test',
};

describe('sitemap', () => {
  it('lists each language version at its origin with alternates to the others', () => {
    const xml = buildSitemapXml(
      [samePathEverywhere('/faq'), { 'en-GB': '/news/new-range', 'fr-FR': '/news/nouvelle-gamme' }],
      (l) => origins[l],
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://uk.test/faq',
      'https://fr.test/faq',
      'https://au.test/faq',
      'https://nz.test/faq',
      'https://uk.test/news/new-range',
      'https://fr.test/news/nouvelle-gamme',
    ]);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-FR" href="https://fr.test/news/nouvelle-gamme"/>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it('escapes XML and skips duplicates and English-only pages in French', () => {
    const xml = buildSitemapXml(
      [
        samePathEverywhere('/contact/whatsapp-us', { englishOnly: true }),
        { 'en-GB': '/x?a=1&b=2' },
        { 'en-GB': '/x?a=1&b=2' },
      ],
      (l) => origins[l],
    );
    expect(xml).not.toContain('fr.test/contact');
    expect(xml.match(/<loc>https:\/\/uk\.test\/x\?a=1&amp;b=2<\/loc>/g)).toHaveLength(1);
  });
});

describe('robots.txt', () => {
  it('allows crawling and announces the sitemap', () => {
    expect(buildRobotsTxt('https://fr.test')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://fr.test/sitemap.xml\n',
    );
  });
});
