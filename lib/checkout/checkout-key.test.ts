import { orderCheckoutKey } from './checkout-key';

describe('orderCheckoutKey', () => {
  const pageKey = 'AbCdEfGhIjKlMnOpQrStUvWx';

  it('is the same for the same session and page key, so a double click finds the one order', () => {
    expect(orderCheckoutKey('session-a', pageKey)).toBe(orderCheckoutKey('session-a', pageKey));
  });

  it('differs for another session submitting the same page key', () => {
    expect(orderCheckoutKey('session-b', pageKey)).not.toBe(orderCheckoutKey('session-a', pageKey));
  });

  it('fits the order’s key column and never is the page key itself', () => {
    const key = orderCheckoutKey('session-a', pageKey);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain(pageKey);
  });
});
