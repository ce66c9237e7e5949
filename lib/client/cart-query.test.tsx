/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { CartView } from '../cart/view-types';
import { CartRequestError } from './cart-api';
import { cartKey, cartQueryClient, useCart, useCartAction } from './cart-query';

const line = { id: 7, saleElementId: 70, quantity: 2, quantityRules: { minimum: 1, step: 1, maximum: 10 } };
const before = { lines: [line], count: 2 } as unknown as CartView;

/** jsdom has no fetch Response: the client reads only the JSON body. */
function answer(body: unknown): Response {
  return { json: async () => body } as Response;
}

describe('useCartAction', () => {
  let release: (value: Response) => void;
  beforeEach(() => {
    cartQueryClient.clear();
    cartQueryClient.setQueryData(cartKey('de'), before);
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (release = resolve))) as never;
  });

  it('shows the change at once and rolls it back with the error when the server refuses', async () => {
    const onFailed = jest.fn();
    const { result } = renderHook(() => useCartAction('de', { onDone: jest.fn(), onFailed }));
    act(() => result.current.mutate({ action: 'increase', lineId: 7 }));
    await waitFor(() => expect(cartQueryClient.getQueryData<CartView>(cartKey('de'))?.count).toBe(3));
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    release(answer({ ok: false, error: { code: 'cart.addFailed' } }));
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(onFailed.mock.calls[0]![0]).toEqual(new CartRequestError('cart.addFailed'));
    expect(cartQueryClient.getQueryData(cartKey('de'))).toEqual(before);
  });

  it('replaces the guess with the server’s cart when it accepts', async () => {
    const onDone = jest.fn();
    const after = { lines: [{ ...line, quantity: 1 }], count: 1 };
    const { result } = renderHook(() => useCartAction('de', { onDone, onFailed: jest.fn() }));
    act(() => result.current.mutate({ action: 'decrease', lineId: 7 }));
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    release(answer({ ok: true, data: { cart: after, notice: { code: 'cart.updated' } } }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ code: 'cart.updated' }, after));
    expect(cartQueryClient.getQueryData(cartKey('de'))).toEqual(after);
    expect(JSON.parse((global.fetch as jest.Mock).mock.calls[0][1].body)).toEqual({
      action: 'decrease',
      lineId: 7,
      language: 'de',
    });
  });

  it('reads the cart again when a failed action cancelled the first read, so the count is never lost', async () => {
    cartQueryClient.clear();
    const empty = { lines: [], count: 0 } as unknown as CartView;
    const answers: Array<(value: Response) => void> = [];
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => answers.push(resolve))) as never;
    const { result } = renderHook(() => ({
      cart: useCart('de'),
      action: useCartAction('de', { onDone: jest.fn(), onFailed: jest.fn() }),
    }));
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => result.current.action.mutate({ action: 'add', saleElementId: 70, quantity: 1 } as never));
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(answer({ ok: false, error: { code: 'cart.addFailed' } }));
    await waitFor(() => expect(answers).toHaveLength(3));
    answers[2]!(answer({ ok: true, data: { cart: empty } }));
    await waitFor(() => expect(result.current.cart.data).toEqual(empty));
  });
});
