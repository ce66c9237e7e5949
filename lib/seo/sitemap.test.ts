import { readRobotsRules } from '../seo-preview/robots-verdict';
import {
  parseSitemapFileName,
  robotsTxt,
  sitemapFileName,
  sitemapFiles,
  sitemapIndexXml,
  urlSetXml,
} from './sitemap';

describe('sitemapFiles', () => {
  it('splits each language’s products into parts below 50,000 URLs', () => {
    const files = sitemapFiles({ de: 100_000, en: 100_000 }, 45_000).map(sitemapFileName);
    expect(files).toEqual([
      'de-pages.xml',
      'de-products-1.xml',
      'de-products-2.xml',
      'de-products-3.xml',
      'en-pages.xml',
      'en-products-1.xml',
      'en-products-2.xml',
      'en-products-3.xml',
    ]);
  });

  it('has no product file for a language without products', () => {
    expect(sitemapFiles({ ro: 0 }).map(sitemapFileName)).toEqual(['ro-pages.xml']);
  });

  it('reads back every name it writes, and nothing else', () => {
    for (const file of sitemapFiles({ de: 90_001, ro: 5 }))
      expect(parseSitemapFileName(sitemapFileName(file))).toEqual(file);
    for (const name of [
      'fr-pages.xml',
      'de-products-0.xml',
      'de-products-1.xml.gz',
      'de-pages',
      '../de-pages.xml',
    ])
      expect(parseSitemapFileName(name)).toBeNull();
  });
});

describe('sitemap XML', () => {
  it('escapes what XML cannot hold', () => {
    expect(urlSetXml(['https://x.at/a?b=1&c=2'])).toContain('<loc>https://x.at/a?b=1&amp;c=2</loc>');
    expect(sitemapIndexXml(['https://x.at/sitemaps/de-pages.xml'])).toContain(
      '<sitemap><loc>https://x.at/sitemaps/de-pages.xml</loc></sitemap>',
    );
  });
});

describe('robotsTxt', () => {
  it('names the sitemap and keeps crawlers out of search and sorted listings', () => {
    const text = robotsTxt('https://www.sanitaerwelt.at/sitemap.xml');
    expect(text).toContain('Sitemap: https://www.sanitaerwelt.at/sitemap.xml');
    expect(text).toContain('Disallow: /search/');
    expect(text).toContain('Disallow: /*?*sort=');
  });

  it('keeps Googlebot out of search results in both languages and of sorted listings, and nowhere else', () => {
    const robots = 'https://www.sanitaerwelt.at/robots.txt';
    const text = robotsTxt('https://www.sanitaerwelt.at/sitemap.xml');
    const allowed = (path: string) =>
      readRobotsRules(robots, `https://www.sanitaerwelt.at${path}`, text).allowed;
    for (const path of [
      '/search/armatur',
      '/en/search/tap',
      '/search?q=armatur',
      '/en/search?q=tap',
      '/api/cart',
    ])
      expect([path, allowed(path)]).toEqual([path, false]);
    expect(allowed('/bad.html?sort=price-asc')).toBe(false);
    for (const path of ['/', '/en', '/bad/armaturen.html', '/en/bathroom.html', '/searchlight-led-p1.html'])
      expect([path, allowed(path)]).toEqual([path, true]);
  });
});
