import type { ServerResponse } from 'node:http';
import { requestBytes, type ByteRequest } from './fetch-bytes';
import { listenAsStore } from './fetch-bytes.testing';
import { checkSocialImage } from './social-image';
import { pngHeader } from './social-image.testing';

const image = (type: string, bytes: Buffer) => (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': type, 'content-length': String(bytes.length) });
  response.end(bytes);
};

describe('checkSocialImage', () => {
  let store: Awaited<ReturnType<typeof listenAsStore>>;
  const at = (path: string) => `http://at.localhost:${store.port}${path}`;
  const asked: string[] = [];
  const recording: ByteRequest = (url, read) => {
    asked.push(url.href);
    return requestBytes(url, read);
  };
  const check = (url: string) => checkSocialImage(url, [`http://at.localhost:${store.port}`], recording);
  const huge = Buffer.concat([pngHeader(1200, 630), Buffer.alloc(6 * 1024 * 1024)]);

  beforeAll(async () => {
    store = await listenAsStore((port) => ({
      [`at.localhost:${port}/og/eurosmart.png`]: image('image/png', pngHeader(1200, 630)),
      [`at.localhost:${port}/og/logo.png`]: image('image/png', pngHeader(600, 600)),
      [`at.localhost:${port}/og/logo.svg`]: image(
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect/></svg>'),
      ),
      [`at.localhost:${port}/og/poster.png`]: image('image/png', huge),
      [`at.localhost:${port}/og/page`]: image('text/html', Buffer.from('<!doctype html><title>x</title>')),
      [`at.localhost:${port}/og/old.png`]: (response) => {
        response.writeHead(301, { location: '/og/eurosmart.png' });
        response.end();
      },
      [`at.localhost:${port}/og/cdn.png`]: (response) => {
        response.writeHead(302, { location: 'https://cdn.elsewhere.example/eurosmart.png' });
        response.end();
      },
    }));
  });
  afterAll(() => store.close());
  beforeEach(() => (asked.length = 0));

  it('measures a 1200×630 PNG and finds nothing wrong, also behind a redirect within the store', async () => {
    expect(await check(at('/og/eurosmart.png'))).toEqual({
      url: at('/og/eurosmart.png'),
      status: 200,
      redirects: [],
      measure: { type: 'png', width: 1200, height: 630, bytes: 33 },
      problems: [],
    });
    expect(await check(at('/og/old.png'))).toMatchObject({
      url: at('/og/eurosmart.png'),
      redirects: [{ from: at('/og/old.png'), to: at('/og/eurosmart.png'), status: 301 }],
      problems: [],
    });
  });

  it('flags a 600×600 PNG as too small and cropped, an SVG as shown by no network, a page as no image', async () => {
    expect(await check(at('/og/logo.png'))).toMatchObject({
      measure: { type: 'png', width: 600, height: 600 },
      problems: [
        { kind: 'tooSmall', minWidth: 1200, minHeight: 630 },
        { kind: 'ratio', cropPercent: 50 },
      ],
    });
    expect(await check(at('/og/logo.svg'))).toMatchObject({
      measure: { type: 'svg', width: 1200, height: 630 },
      problems: [{ kind: 'unsupportedType', type: 'svg' }],
    });
    expect(await check(at('/og/page'))).toMatchObject({ problems: [{ kind: 'notAnImage' }] });
  });

  it('reads no more than 5 MB and a byte of a 6 MB image, and flags its size', async () => {
    expect(await check(at('/og/poster.png'))).toEqual({
      url: at('/og/poster.png'),
      status: 200,
      redirects: [],
      measure: { type: 'png', width: 1200, height: 630, bytes: 5 * 1024 * 1024 + 1 },
      problems: [{ kind: 'tooLarge', maxBytes: 5 * 1024 * 1024 }],
    });
  });

  it('shows the status of a missing image', async () => {
    expect(await check(at('/og/gone.png'))).toEqual({
      url: at('/og/gone.png'),
      status: 404,
      redirects: [],
      measure: null,
      problems: [{ kind: 'status', status: 404 }],
    });
  });

  it('asks no host but the stores: a foreign image is refused unasked, a redirect to one not followed', async () => {
    const before = store.requests.length;
    expect(await check('https://cdn.elsewhere.example/eurosmart.png')).toEqual({
      url: 'https://cdn.elsewhere.example/eurosmart.png',
      status: null,
      redirects: [],
      measure: null,
      problems: [{ kind: 'refused', reason: 'foreignHost' }],
    });
    expect(asked).toEqual([]);
    expect(store.requests.length).toBe(before);
    expect(await check(at('/og/cdn.png'))).toMatchObject({
      problems: [{ kind: 'refused', reason: 'foreignRedirect' }],
    });
    expect(asked).toEqual([at('/og/cdn.png')]);
  });
});
