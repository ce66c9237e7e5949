import { robotsTxt } from '../seo/sitemap';
import type { Followed } from './crawl';
import type { HttpAnswer } from './fetch-bytes';
import { readRobotsRules, robotsVerdictOf } from './robots-verdict';

const robotsUrl = 'https://www.sanitaerwelt.at/robots.txt';
const page = (path: string) => `https://www.sanitaerwelt.at${path}`;
const answered = (status: number, body: string | Buffer | null = null): Followed<HttpAnswer> => ({
  kind: 'read',
  url: robotsUrl,
  redirects: [],
  answer: {
    status,
    headers: { location: null, contentType: 'text/plain', xRobotsTag: null },
    body: typeof body === 'string' ? Buffer.from(body) : body,
  },
});

describe('readRobotsRules', () => {
  const shop = robotsTxt('https://www.sanitaerwelt.at/sitemap.xml');

  it('reads the shop’s own robots.txt as Googlebot: pages allowed, the API, search and sorted listings not', () => {
    expect(readRobotsRules(robotsUrl, page('/bad/eurosmart'), shop)).toEqual({
      allowed: true,
      rule: { line: 2, text: 'Allow: /' },
      sitemaps: ['https://www.sanitaerwelt.at/sitemap.xml'],
    });
    expect(readRobotsRules(robotsUrl, page('/search/eurosmart'), shop)).toMatchObject({
      allowed: false,
      rule: { line: 4, text: 'Disallow: /search/' },
    });
    const sortRule = shop.split('\n').indexOf('Disallow: /*?*sort=') + 1;
    expect(readRobotsRules(robotsUrl, page('/bad?page=2&sort=price'), shop)).toMatchObject({
      allowed: false,
      rule: { line: sortRule, text: 'Disallow: /*?*sort=' },
    });
  });

  it('follows a Googlebot group over the one for all crawlers, and allows what no rule matches', () => {
    const text = 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\r\nDisallow: /privat/\n';
    expect(readRobotsRules(robotsUrl, page('/bad'), text)).toEqual({
      allowed: true,
      rule: null,
      sitemaps: [],
    });
    expect(readRobotsRules(robotsUrl, page('/privat/x'), text)).toMatchObject({
      allowed: false,
      rule: { line: 5, text: 'Disallow: /privat/' },
    });
  });
});

describe('robotsVerdictOf', () => {
  const verdict = (read: Followed<HttpAnswer>) => robotsVerdictOf(page('/privat/x'), robotsUrl, read);

  it('applies the rules of a 2xx, a byte order mark ignored as Google ignores it', () => {
    expect(verdict(answered(200, '\uFEFFUser-agent: *\nDisallow: /privat/\nSitemap: /s.xml\n'))).toEqual({
      kind: 'rules',
      robotsUrl,
      status: 200,
      truncated: false,
      allowed: false,
      rule: { line: 2, text: 'Disallow: /privat/' },
      sitemaps: ['/s.xml'],
    });
    expect(verdict(answered(200, null))).toMatchObject({ kind: 'rules', allowed: true, rule: null });
  });

  it('ignores what lies beyond 500 KiB, as Google does', () => {
    const filler = `# ${'x'.repeat(500 * 1024)}\n`;
    const long = verdict(answered(200, `User-agent: *\n${filler}Disallow: /privat/\n`));
    expect(long).toMatchObject({ kind: 'rules', allowed: true, rule: null, truncated: true });
  });

  it('crawls everything for a 4xx, nothing for a 5xx, a 429 or no answer', () => {
    expect(verdict(answered(404))).toEqual({ kind: 'clientError', robotsUrl, status: 404, allowed: true });
    expect(verdict(answered(403))).toEqual({ kind: 'clientError', robotsUrl, status: 403, allowed: true });
    expect(verdict(answered(429))).toEqual({ kind: 'serverError', robotsUrl, status: 429, allowed: false });
    expect(verdict(answered(503))).toEqual({ kind: 'serverError', robotsUrl, status: 503, allowed: false });
    expect(verdict(answered(302))).toEqual({ kind: 'serverError', robotsUrl, status: 302, allowed: false });
    expect(verdict({ kind: 'refused', reason: 'unreachable' })).toEqual({
      kind: 'unreachable',
      robotsUrl,
      allowed: false,
    });
  });

  it('treats redirects that lead nowhere as a 404, and gives no verdict for one off the stores', () => {
    expect(verdict({ kind: 'refused', reason: 'redirectLoop' })).toEqual({
      kind: 'redirectsUnresolved',
      robotsUrl,
      reason: 'redirectLoop',
      allowed: true,
    });
    expect(verdict({ kind: 'refused', reason: 'tooManyRedirects' })).toMatchObject({
      kind: 'redirectsUnresolved',
      allowed: true,
    });
    expect(verdict({ kind: 'refused', reason: 'foreignRedirect' })).toEqual({
      kind: 'notChecked',
      robotsUrl,
      reason: 'foreignRedirect',
      allowed: null,
    });
  });
});
