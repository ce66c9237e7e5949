import { pageMessage } from './page-message';

describe('pageMessage', () => {
  it('reads the notice or error a form’s 303 carries, with its numbers', () => {
    expect(pageMessage({ notice: 'cart.quantityAdjusted', quantity: '6', multiple: '3' })).toEqual({
      kind: 'notice',
      key: 'Errors.cart.quantityAdjusted',
      values: { quantity: 6, multiple: 3 },
      from: null,
    });
    expect(pageMessage({ notice: 'cart.added', quantity: '2' })?.key).toBe('Cart.added');
    expect(pageMessage({ error: 'cart.notInStock', from: '/bad/waschtisch.html' })).toMatchObject({
      kind: 'error',
      key: 'Errors.cart.notInStock',
      from: '/bad/waschtisch.html',
    });
  });

  it('ignores codes it does not send, values that are not counts, and ways back to other sites', () => {
    expect(pageMessage({ notice: 'Layout.cart' })).toBeNull();
    expect(pageMessage({ error: '<script>' })).toBeNull();
    expect(pageMessage({ notice: 'cart.added', quantity: '-1', seconds: 'x' })?.values).toEqual({});
    expect(pageMessage({ error: 'cart.invalid', from: '//evil.example/' })?.from).toBeNull();
    expect(pageMessage({ error: 'cart.invalid', from: 'https://evil.example/' })?.from).toBeNull();
  });
});
