import { customerMayCancel } from './cancel-rules';

it('lets a customer cancel an order that is not paid', () => {
  expect(customerMayCancel({ status: 'notPaid', payment: 'prepayment', paymentReference: null })).toBe(true);
  expect(customerMayCancel({ status: 'notPaid', payment: 'cashOnDelivery', paymentReference: null })).toBe(
    true,
  );
  // A provider that never opened its page (it was down) holds no money for the order.
  expect(customerMayCancel({ status: 'notPaid', payment: 'stripe', paymentReference: null })).toBe(true);
});

it('refuses paid, processing, sent and cancelled orders', () => {
  for (const status of ['paid', 'processing', 'sent', 'cancelled', 'refunded'] as const)
    expect(customerMayCancel({ status, payment: 'prepayment', paymentReference: null })).toBe(false);
});

it('refuses an order whose payment page at a provider is open', () => {
  expect(customerMayCancel({ status: 'notPaid', payment: 'stripe', paymentReference: 'cs_test_1' })).toBe(
    false,
  );
  expect(customerMayCancel({ status: 'notPaid', payment: 'paypal', paymentReference: '5O190127' })).toBe(
    false,
  );
});
