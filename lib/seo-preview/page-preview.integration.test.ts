import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../testing/loopback';
import { previewPage } from './page-preview';

/** A store answering as the shop does, with pages made wrong on purpose. */
function storePages(origin: () => string) {
  const html = (head: string) => `<!doctype html><html><head>${head}</head><body><h1>x</h1></body></html>`;
  const pages: Record<string, (response: ServerResponse) => void> = {
    '/bad/eurosmart': (response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        html(`<title>Eurosmart | Sanitärwelt</title><meta name="description" content="Chrom.">
          <link rel="canonical" href="${origin()}/bad/eurosmart">
          <meta property="og:title" content="Eurosmart"><meta property="og:description" content="Chrom.">
          <meta property="og:image" content="/images/eurosmart.jpg"><meta property="og:url" content="${origin()}/bad/eurosmart">
          <meta name="twitter:card" content="summary_large_image">`),
      );
    },
    '/long-title': (response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'x-robots-tag': 'noindex' });
      response.end(
        html(`<title>${'Waschtischarmatur mit Zugstangen-Ablaufgarnitur, Chrom, '.repeat(3)}</title>
          <link rel="canonical" href="/bad/eurosmart">`),
      );
    },
    '/huge': (response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(html(`<title>Huge</title>${'<p>Heizkörper</p>'.repeat(200_000)}`));
    },
    '/moved': (response) => {
      response.writeHead(301, { location: '/bad/eurosmart' });
      response.end();
    },
    '/loop-a': (response) => {
      response.writeHead(301, { location: '/loop-b' });
      response.end();
    },
    '/loop-b': (response) => {
      response.writeHead(302, { location: `${origin()}/loop-a` });
      response.end();
    },
    '/away': (response) => {
      response.writeHead(302, { location: 'https://elsewhere.example/' });
      response.end();
    },
  };
  return (request: IncomingMessage, response: ServerResponse) => {
    const page = pages[new URL(request.url ?? '/', 'http://store').pathname];
    if (page) return page(response);
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end(html('<title>Seite nicht gefunden</title><meta name="robots" content="noindex">'));
  };
}

describe('previewPage', () => {
  let store: Awaited<ReturnType<typeof listenOnLoopback>>;
  const requests: string[] = [];
  const stores = () => ({
    at: store.origin,
    de: 'https://www.sanitaerwelt.de',
    ro: 'https://www.sanitarlume.ro',
  });
  const shop = { cartPrice: async () => null, currencyOf: () => 'EUR' };

  beforeAll(async () => {
    const answer = storePages(() => store.origin);
    store = await listenOnLoopback(
      createServer((request, response) => {
        requests.push(request.url ?? '');
        answer(request, response);
      }),
    );
  });
  afterAll(() => store.close());

  const preview = (input: string) => previewPage(input, stores(), store.origin, { shop });

  it('reads a product page as a crawler: snippet, indexable with itself as canonical, and its social card', async () => {
    const result = await preview('/bad/eurosmart?utm_source=x#top');
    if (result.kind !== 'preview') throw new Error(result.reason);
    const { page, snippet, indexing, social } = result.preview;
    expect(page).toMatchObject({ status: 200, redirects: [] });
    expect(page.url).toBe(`${store.origin}/bad/eurosmart?utm_source=x`);
    expect(snippet!.title).toMatchObject({ text: 'Eurosmart | Sanitärwelt', truncated: false });
    expect(snippet!.title.widthPx).toBeGreaterThan(150);
    expect(snippet!.breadcrumb).toBe(`${store.origin} › bad › eurosmart`);
    // The tracking parameter makes it another address than its canonical one.
    expect(indexing).toMatchObject({ canonicalIsSelf: false, indexable: false, noindex: false });
    expect(await preview('/bad/eurosmart')).toMatchObject({
      preview: { indexing: { canonicalIsSelf: true, indexable: true } },
    });
    expect(social).toMatchObject({ image: `${store.origin}/images/eurosmart.jpg`, missing: [] });
  });

  it('flags a title Google cuts, a noindex header, a missing description and social tags', async () => {
    const result = await preview(`${store.origin}/long-title`);
    if (result.kind !== 'preview') throw new Error(result.reason);
    const { snippet, indexing, social } = result.preview;
    expect(snippet!.title.truncated).toBe(true);
    expect(snippet!.title.widthPx).toBeGreaterThan(600);
    expect(snippet!.description).toBeNull();
    expect(indexing).toMatchObject({
      noindex: true,
      indexable: false,
      canonical: `${store.origin}/bad/eurosmart`,
    });
    expect(social.missing).toEqual(['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card']);
  });

  it('follows a redirect within the stores and shows the status of a missing page', async () => {
    const moved = await preview('/moved');
    expect(moved.kind === 'preview' && moved.preview.page).toMatchObject({
      status: 200,
      url: `${store.origin}/bad/eurosmart`,
      redirects: [{ from: `${store.origin}/moved`, to: `${store.origin}/bad/eurosmart`, status: 301 }],
    });
    // Google reads the first 2 MB of a page; so does the preview, whatever the page's size.
    const huge = await preview('/huge');
    expect(huge.kind === 'preview' && huge.preview.page.html!.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(huge.kind === 'preview' && huge.preview.head.title).toBe('Huge');
    const missing = await preview('/nowhere');
    expect(missing.kind === 'preview' && missing.preview.indexing).toMatchObject({
      noindex: true,
      indexable: false,
    });
    expect(missing.kind === 'preview' && missing.preview.page.status).toBe(404);
  });

  it('refuses a loop, a redirect off the stores, a foreign host and nonsense, asking no other host', async () => {
    expect(await preview('/loop-a')).toEqual({ kind: 'refused', reason: 'redirectLoop' });
    expect(await preview('/away')).toEqual({ kind: 'refused', reason: 'foreignRedirect' });
    const before = requests.length;
    for (const [input, reason] of [
      ['https://elsewhere.example/bad/eurosmart', 'foreignHost'],
      [`${store.origin.replace('127.0.0.1', 'localhost')}/bad`, 'foreignHost'],
      ['//elsewhere.example/x', 'malformed'],
      ['javascript:alert(1)', 'malformed'],
      [`http://user:pw@${store.origin.slice('http://'.length)}/bad`, 'malformed'],
      ['   ', 'malformed'],
      [`/${'x'.repeat(2_100)}`, 'malformed'],
    ])
      expect(await preview(input!)).toEqual({ kind: 'refused', reason });
    expect(requests.length).toBe(before);
  });

  it('reaches a store on a .localhost name as a browser does, and calls a closed one unreachable', async () => {
    const local = store.origin.replace('127.0.0.1', 'at.localhost');
    const read = await previewPage(`${local}/bad/eurosmart`, { ...stores(), at: local }, local, { shop });
    expect(read.kind === 'preview' && read.preview.page.status).toBe(200);
    const closed = 'http://127.0.0.1:9';
    expect(await previewPage(`${closed}/`, { ...stores(), at: closed }, closed, { shop })).toEqual({
      kind: 'refused',
      reason: 'unreachable',
    });
  });
});
