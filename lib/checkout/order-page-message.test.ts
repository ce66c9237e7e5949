import { orderPageMessage } from './order-page-message';

it('reads the known messages with their wait', () => {
  expect(orderPageMessage({ error: 'payment.wait', seconds: '7' })).toEqual({
    key: 'payment.wait',
    values: { seconds: 7 },
  });
});

it('ignores anything else a link could carry', () => {
  expect(orderPageMessage({ error: 'account.loggedIn' })).toBeNull();
  expect(orderPageMessage({ error: ['payment.wait'] })).toBeNull();
  expect(orderPageMessage({ error: 'payment.wait', seconds: '-5' })).toEqual({
    key: 'payment.wait',
    values: { seconds: 0 },
  });
});
