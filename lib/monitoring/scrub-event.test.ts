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

  it('keeps the keys out that some paths carry: an appointment’s link, a team’s calendar feed', () => {
    const feed = 'https://shop.at/api/installer-feed/Q2FsZW5kYXItc2VjcmV0LWtleS0xMjM0NTY3ODkw';
    const scrubbed = scrubEvent({
      message: 'Reading /de/appointment/manage/eyJhIjo3fQ.c2lnbmF0dXJl failed',
      request: { method: 'GET', url: feed, headers: {} },
      breadcrumbs: [
        { category: 'fetch', data: { url: '/appointment/manage/eyJhIjo3fQ.c2lnbmF0dXJl?page=1' } },
      ],
    });
    expect(scrubbed.request?.url).toBe(`https://shop.at/api/installer-feed/${REDACTED}`);
    expect(scrubbed.message).toBe(`Reading /de/appointment/manage/${REDACTED} failed`);
    expect(scrubbed.breadcrumbs?.[0]?.data?.url).toBe(`/appointment/manage/${REDACTED}`);
  });

  it('leaves an event without a request as it was, apart from addresses', () => {
    expect(scrubEvent({ message: 'Stock sync failed', tags: { handler: 'cart' } })).toEqual({
      message: 'Stock sync failed',
      tags: { handler: 'cart' },
    });
  });
});
