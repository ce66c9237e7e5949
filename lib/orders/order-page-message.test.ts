import { orderPageMessage } from './order-page-message';

it('reads the known errors with their wait, and the known notices', () => {
  expect(orderPageMessage({ error: 'payment.wait', seconds: '7' })).toEqual({
    kind: 'error',
    key: 'Errors.payment.wait',
    values: { seconds: 7 },
  });
  expect(orderPageMessage({ error: 'orders.cancelFailed' })).toEqual(
    expect.objectContaining({ kind: 'error', key: 'Errors.orders.cancelFailed' }),
  );
  expect(orderPageMessage({ error: 'orders.alreadyPaid' })).toEqual(
    expect.objectContaining({ kind: 'error', key: 'Errors.orders.alreadyPaid' }),
  );
  expect(orderPageMessage({ notice: 'orders.cancelled' })).toEqual({
    kind: 'notice',
    key: 'Order.cancelledNotice',
    values: {},
  });
});

it('ignores anything else a link could carry', () => {
  expect(orderPageMessage({ error: 'account.loggedIn' })).toBeNull();
  expect(orderPageMessage({ notice: 'toString' })).toBeNull();
  expect(orderPageMessage({ error: ['payment.wait'] })).toBeNull();
  expect(orderPageMessage({ error: 'payment.wait', seconds: '-5' })).toEqual({
    kind: 'error',
    key: 'Errors.payment.wait',
    values: { seconds: 0 },
  });
});
