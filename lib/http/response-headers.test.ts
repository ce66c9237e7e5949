import { createHash } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { installResponseHeaderPolicy, type HeaderSettings } from './response-headers';
import { VARIES_BY_COOKIE_HEADER } from './shared-cache';

/** A real HTTP server writing headers the way Next does (setHeader, then an implicit or explicit writeHead). */
async function exchange(
  write: (response: ServerResponse) => void,
  requestHeaders: Record<string, string> = {},
): Promise<{ headers: Headers; body: string }> {
  const server: Server = createServer((_request, response) => write(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: requestHeaders });
    return { headers: response.headers, body: await response.text() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const answer = async (write: (response: ServerResponse) => void, requestHeaders?: Record<string, string>) =>
  (await exchange(write, requestHeaders)).headers;

const settings: HeaderSettings = {
  transportSecurity: { maxAgeSeconds: 600, includeSubDomains: false },
  policy: { formTargets: [], connectTargets: [], reportUri: '/api/csp-report' },
  documentPolicy: true,
};

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const FLIGHT = 'self.__next_f.push([1,"a"])';
const INJECTED = 'alert(document.cookie)';

/** A page written the way Next streams one: headers flushed first, then chunk after chunk. */
function streamPage(response: ServerResponse, chunks: Array<string | Buffer>): void {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.flushHeaders();
  for (const chunk of chunks.slice(0, -1)) response.write(chunk);
  response.end(chunks.at(-1));
}

describe('the response-header policy', () => {
  beforeAll(() => {
    installResponseHeaderPolicy(() => settings);
    installResponseHeaderPolicy();
  });

  it('keeps the rewritten path for the client router’s RSC requests only, and x-nextjs-rewrite never', async () => {
    const rewritten = (response: ServerResponse) => {
      response.setHeader('x-nextjs-rewritten-path', '/at-de-13-gross/category/1/_');
      response.setHeader('x-nextjs-rewritten-query', 'page=2');
      response.setHeader('x-nextjs-rewrite', '/at-de-13-gross/category/1/_');
      response.end('page');
    };
    const document = await answer(rewritten);
    expect(document.get('x-nextjs-rewritten-path')).toBeNull();
    expect(document.get('x-nextjs-rewritten-query')).toBeNull();
    expect(document.get('x-nextjs-rewrite')).toBeNull();
    const flight = await answer(rewritten, { rsc: '1' });
    expect(flight.get('x-nextjs-rewritten-path')).toBe('/at-de-13-gross/category/1/_');
    expect(flight.get('x-nextjs-rewritten-query')).toBe('page=2');
    expect(flight.get('x-nextjs-rewrite')).toBeNull();
  });

  it('tells browsers to keep to https on answers that came over https, never over http', async () => {
    const page = (response: ServerResponse) => response.end('page');
    expect((await answer(page, { 'x-forwarded-proto': 'https' })).get('strict-transport-security')).toBe(
      'max-age=600',
    );
    expect((await answer(page)).get('strict-transport-security')).toBeNull();
    expect((await answer(page, { 'x-forwarded-proto': 'http' })).get('strict-transport-security')).toBeNull();
  });

  it('gives a streamed document a policy naming its trusted inline scripts, and the body unchanged', async () => {
    const chunks = [
      '<html><head></head><body>',
      `<script>${INJECTED}</script>`,
      `<script>${FLIGHT}</script>`,
    ];
    const response = await exchange((response) => streamPage(response, chunks));
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain(`script-src 'self' ${hashOf(FLIGHT)} `);
    expect(policy).not.toContain(hashOf(INJECTED));
    expect(policy).not.toContain("'unsafe-inline' https://www.googletagmanager.com");
    expect(response.headers.get('reporting-endpoints')).toBe('csp="/api/csp-report"');
    expect(response.body).toBe(chunks.join(''));
  });

  it('reads the scripts of a compressed document', async () => {
    const html = `<html><body><script>${FLIGHT}</script></body></html>`;
    const response = await exchange((response) => {
      response.setHeader('Content-Encoding', 'gzip');
      streamPage(response, [gzipSync(html)]);
    });
    expect(response.headers.get('content-security-policy')).toContain(hashOf(FLIGHT));
  });

  it('reads a cached page once: the same ETag, the same hashes', async () => {
    const policyOf = async (script: string) =>
      (
        await answer((response) => {
          response.setHeader('ETag', '"page-1"');
          streamPage(response, [`<script>${script}</script>`]);
        })
      ).get('content-security-policy');
    expect(await policyOf(FLIGHT)).toContain(hashOf(FLIGHT));
    expect(await policyOf('self.__next_f.push([1,"b"])')).toContain(hashOf(FLIGHT));
  });

  it('leaves answers that are not documents without a policy', async () => {
    const headers = await answer((response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end('{}');
    });
    expect(headers.get('content-security-policy')).toBeNull();
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
