import { REDACTED, scrubEvent } from './scrub-event';

describe('scrubEvent', () => {
  const event = {
    event_id: 'abc',
    message: 'Login failed for max.mustermann@example.at with sid=0123456789abcdef',
    user: { email: 'max.mustermann@example.at', ip_address: '203.0.113.9' },
    request: {
      method: 'POST',
      url: 'https://shop.at/api/cart?email=max.mustermann%40example.at',
      query_string: 'email=max.mustermann%40example.at',
      data: { email: 'max.mustermann@example.at', quantity: 2 },
      cookies: { sid: 'secret-session' },
      headers: {
        Cookie: 'sid=secret-session; CookieConsentGA=granted',
        'User-Agent': 'Mozilla/5.0',
        Referer: 'https://shop.at/checkout?email=x%40y.at',
        'X-Forwarded-For': '203.0.113.9',
        'Content-Type': 'application/json',
      },
    },
    exception: { values: [{ type: 'Error', value: 'No customer știință@exemplu.ro found' }] },
    extra: { headers: { cookie: 'sid=secret-session' }, note: 'ok' },
    breadcrumbs: [{ category: 'fetch', data: { url: '/api/cart?token=secret', method: 'GET' } }],
  };

  it('leaves nothing that names or identifies the shopper', () => {
    const text = JSON.stringify(scrubEvent(event));
    for (const personal of [
      'max.mustermann',
      'example.at',
      'secret-session',
      '203.0.113.9',
      'știință',
      'token=secret',
    ])
      expect(text).not.toContain(personal);
  });

  it('keeps the fault and where it happened', () => {
    const scrubbed = scrubEvent(event);
    expect(scrubbed.request).toEqual({
      method: 'POST',
      url: 'https://shop.at/api/cart',
      headers: { 'User-Agent': 'Mozilla/5.0', 'Content-Type': 'application/json' },
    });
    expect(scrubbed.message).toBe(`Login failed for ${REDACTED} with ${REDACTED}`);
    expect(scrubbed.exception).toEqual({
      values: [{ type: 'Error', value: `No customer ${REDACTED} found` }],
    });
    expect(scrubbed.extra).toEqual({ headers: { cookie: REDACTED }, note: 'ok' });
    expect(scrubbed.breadcrumbs).toEqual([{ category: 'fetch', data: { url: '/api/cart', method: 'GET' } }]);
    expect(scrubbed).not.toHaveProperty('user');
  });

  it('leaves an event without a request as it was, apart from addresses', () => {
    expect(scrubEvent({ message: 'Stock sync failed', tags: { handler: 'cart' } })).toEqual({
      message: 'Stock sync failed',
      tags: { handler: 'cart' },
    });
  });
});
