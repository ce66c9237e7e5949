import { requestBytes, type ReadOptions } from './fetch-bytes';
import { listenAsStore } from './fetch-bytes.testing';

describe('requestBytes', () => {
  let store: Awaited<ReturnType<typeof listenAsStore>>;
  const everything: ReadOptions = { accept: '*/*', maxBytes: 1_000, wantsBody: () => true };

  beforeAll(async () => {
    store = await listenAsStore((port) => ({
      [`at.localhost:${port}/big`]: (response) => {
        response.writeHead(200, { 'content-type': 'text/plain', 'x-robots-tag': 'noindex' });
        response.end('x'.repeat(1024 * 1024));
      },
      [`at.localhost:${port}/moved`]: (response) => {
        response.writeHead(301, { location: '/big', 'content-type': 'text/html' });
        response.end('<p>moved</p>');
      },
      [`at.localhost:${port}/cut`]: (response) => {
        response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '1000' });
        response.write('User-agent: *\n');
        setTimeout(() => response.socket?.destroy(), 20);
      },
    }));
  });
  afterAll(() => store.close());

  const at = (path: string) => new URL(`http://at.localhost:${store.port}${path}`);

  it('reaches a .localhost store on loopback and reads no more than asked of a large body', async () => {
    const answer = await requestBytes(at('/big'), everything);
    expect(answer).toMatchObject({
      status: 200,
      headers: { location: null, contentType: 'text/plain', xRobotsTag: 'noindex' },
    });
    expect(answer.body).toEqual(Buffer.from('x'.repeat(1_000)));
  });

  it('reads no body that is not wanted, nor ever a redirect’s', async () => {
    const unwanted = await requestBytes(at('/big'), { ...everything, wantsBody: (status) => status !== 200 });
    expect(unwanted).toMatchObject({ status: 200, body: null });
    expect(await requestBytes(at('/moved'), everything)).toEqual({
      status: 301,
      headers: { location: '/big', contentType: 'text/html', xRobotsTag: null },
      body: null,
    });
  });

  it('fails an answer that breaks off rather than passing its fragment off as the whole', async () => {
    await expect(requestBytes(at('/cut'), everything)).rejects.toThrow();
    await expect(requestBytes(new URL('http://127.0.0.1:9/'), everything)).rejects.toThrow();
  });
});
