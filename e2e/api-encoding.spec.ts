import { expect, test } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Raw addresses as a client may send them: fetch would re-encode a path, so they go out exactly as written.
for (const [method, path] of [
  ['GET', '/api/search?q=%E0%A4%A'],
  ['GET', '/api/auth/%E0/callback'],
  ['GET', '/api/payments/%E0%A4%A/return'],
  ['POST', '/api/cart/%E0'],
] as const) {
  test(`${method} ${path} is a bad request with the API's error, not a server error`, async ({ request }) => {
    const answer = await request.fetch(`http://127.0.0.1:${PORT}${path}`, {
      method,
      headers: { host: `at.localhost:${PORT}`, origin: `http://at.localhost:${PORT}` },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({ ok: false, error: { code: 'request.badEncoding' } });
  });
}

test('a well-encoded search still answers', async ({ request }) => {
  const answer = await request.get(`http://127.0.0.1:${PORT}/api/search?q=Waschtisch%20wei%C3%9F`, {
    headers: { host: `at.localhost:${PORT}` },
  });
  expect(answer.status()).toBe(200);
});
