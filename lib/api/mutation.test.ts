import { readMutation, retryAfterHeaders } from './mutation';

const post = (body: string, headers: Record<string, string>) =>
  new Request('http://at.localhost:3100/api/cart', {
    method: 'POST',
    body,
    headers: { host: 'at.localhost:3100', origin: 'http://at.localhost:3100', ...headers },
  });

describe('readMutation', () => {
  it('reads a plain form and JSON from a page of the same site', async () => {
    const form = await readMutation(
      post('action=add&quantity=2', { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(form).toMatchObject({ refused: null, form: true, fields: { action: 'add', quantity: '2' } });
    const json = await readMutation(post('{"action":"clear"}', { 'content-type': 'application/json' }));
    expect(json).toMatchObject({ refused: null, form: false, fields: { action: 'clear' } });
  });

  it('refuses another site before reading anything, and a body it cannot take', async () => {
    const crossSite = await readMutation(
      post('action=clear', {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      }),
    );
    expect(crossSite.refused?.status).toBe(403);
    expect(await crossSite.refused?.json()).toEqual({ ok: false, error: { code: 'request.crossSite' } });
    const wrongType = await readMutation(post('action=clear', { 'content-type': 'text/plain' }));
    expect(wrongType.refused?.status).toBe(415);
  });
});

describe('retryAfterHeaders', () => {
  it('names the wait only when there is one', () => {
    expect(retryAfterHeaders(42)).toEqual({ 'Retry-After': '42' });
    expect(retryAfterHeaders(undefined)).toEqual({});
  });
});
