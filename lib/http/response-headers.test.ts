import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installResponseHeaderPolicy } from './response-headers';
import { VARIES_BY_COOKIE_HEADER } from './shared-cache';

/** A real HTTP server writing headers the way Next does (setHeader, then an implicit or explicit writeHead). */
async function answer(write: (response: import('node:http').ServerResponse) => void): Promise<Headers> {
  const server: Server = createServer((_request, response) => write(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}/`)).headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the response-header policy', () => {
  beforeAll(() => {
    installResponseHeaderPolicy();
    installResponseHeaderPolicy();
  });

  it('never lets the internal path of a rewrite out', async () => {
    const headers = await answer((response) => {
      response.setHeader('x-middleware-rewrite', '/at-de-13-gross/product/12');
      response.end('page');
    });
    expect(headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('adds Cookie to the Vary the renderer wrote when proxy.ts marked the page, and drops the mark', async () => {
    const headers = await answer((response) => {
      response.setHeader(VARIES_BY_COOKIE_HEADER, '1');
      response.setHeader('Vary', 'rsc, next-router-state-tree');
      response.writeHead(200);
      response.end('page');
    });
    expect(headers.get('vary')).toBe('Cookie, rsc, next-router-state-tree');
    expect(headers.get(VARIES_BY_COOKIE_HEADER)).toBeNull();
  });

  it('leaves unmarked responses’ Vary alone and never names Cookie twice', async () => {
    const plain = await answer((response) => {
      response.setHeader('Vary', 'Accept');
      response.end();
    });
    expect(plain.get('vary')).toBe('Accept');
    const marked = await answer((response) => {
      response.setHeader(VARIES_BY_COOKIE_HEADER, '1');
      response.setHeader('Vary', 'cookie');
      response.end();
    });
    expect(marked.get('vary')).toBe('cookie');
  });
});
