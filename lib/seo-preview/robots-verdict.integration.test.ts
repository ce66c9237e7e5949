import { requestBytes, type ByteRequest } from './fetch-bytes';
import { listenAsStore } from './fetch-bytes.testing';
import { robotsVerdict } from './robots-verdict';

/** Five stores on one loopback server, each host with its own robots.txt. */
describe('robotsVerdict', () => {
  let store: Awaited<ReturnType<typeof listenAsStore>>;
  const origin = (host: string) => `http://${host}.localhost:${store.port}`;
  const origins = () => ['at', 'de', 'ro', 'alias', 'moved'].map(origin);
  const asked: string[] = [];
  const recording: ByteRequest = (url, read) => {
    asked.push(url.href);
    return requestBytes(url, read);
  };
  const verdict = (url: string) => robotsVerdict(url, origins(), recording);

  beforeAll(async () => {
    store = await listenAsStore((port) => ({
      [`at.localhost:${port}/robots.txt`]: (response) => {
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(
          `User-agent: *\nAllow: /\nDisallow: /privat/\n\nSitemap: http://at.localhost:${port}/sitemap.xml\n`,
        );
      },
      [`de.localhost:${port}/robots.txt`]: (response) => {
        response.writeHead(503, { 'content-type': 'text/html', 'retry-after': '120' });
        response.end('<h1>Wartung</h1>');
      },
      [`alias.localhost:${port}/robots.txt`]: (response) => {
        response.writeHead(301, { location: `http://at.localhost:${port}/robots.txt` });
        response.end();
      },
      [`moved.localhost:${port}/robots.txt`]: (response) => {
        response.writeHead(301, { location: 'https://robots.elsewhere.example/robots.txt' });
        response.end();
      },
      // ro.localhost has none: the stand-in's 404.
    }));
  });
  afterAll(() => store.close());
  beforeEach(() => (asked.length = 0));

  it('applies the robots.txt rules to a page: a disallowed path with its rule, an allowed one, the sitemaps', async () => {
    expect(await verdict(`${origin('at')}/privat/angebot?x=1`)).toEqual({
      kind: 'rules',
      robotsUrl: `${origin('at')}/robots.txt`,
      status: 200,
      truncated: false,
      allowed: false,
      rule: { line: 3, text: 'Disallow: /privat/' },
      sitemaps: [`${origin('at')}/sitemap.xml`],
    });
    expect(await verdict(`${origin('at')}/bad/eurosmart`)).toMatchObject({
      kind: 'rules',
      allowed: true,
      rule: { line: 2, text: 'Allow: /' },
    });
    expect(asked).toEqual([`${origin('at')}/robots.txt`, `${origin('at')}/robots.txt`]);
  });

  it('applies the rules a redirect within the stores leads to, to the page’s own origin', async () => {
    expect(await verdict(`${origin('alias')}/privat/x`)).toMatchObject({
      kind: 'rules',
      robotsUrl: `${origin('alias')}/robots.txt`,
      allowed: false,
      rule: { line: 3, text: 'Disallow: /privat/' },
    });
    expect(asked).toEqual([`${origin('alias')}/robots.txt`, `${origin('at')}/robots.txt`]);
  });

  it('lets Google crawl everything without a robots.txt (404), and nothing while it fails (503)', async () => {
    expect(await verdict(`${origin('ro')}/privat/x`)).toEqual({
      kind: 'clientError',
      robotsUrl: `${origin('ro')}/robots.txt`,
      status: 404,
      allowed: true,
    });
    expect(await verdict(`${origin('de')}/bad`)).toEqual({
      kind: 'serverError',
      robotsUrl: `${origin('de')}/robots.txt`,
      status: 503,
      allowed: false,
    });
    const closed = 'http://127.0.0.1:9';
    expect(await robotsVerdict(`${closed}/bad`, [closed])).toEqual({
      kind: 'unreachable',
      robotsUrl: `${closed}/robots.txt`,
      allowed: false,
    });
  });

  it('asks nothing off the stores: a foreign page, nonsense, a robots.txt redirecting elsewhere', async () => {
    const before = store.requests.length;
    expect(await verdict('https://elsewhere.example/privat/x')).toEqual({
      kind: 'notChecked',
      robotsUrl: null,
      reason: 'foreignHost',
      allowed: null,
    });
    expect(await verdict('/privat/x')).toMatchObject({ kind: 'notChecked', reason: 'malformed' });
    expect(asked).toEqual([]);
    expect(store.requests.length).toBe(before);
    expect(await verdict(`${origin('moved')}/bad`)).toEqual({
      kind: 'notChecked',
      robotsUrl: `${origin('moved')}/robots.txt`,
      reason: 'foreignRedirect',
      allowed: null,
    });
    expect(asked).toEqual([`${origin('moved')}/robots.txt`]);
  });
});
