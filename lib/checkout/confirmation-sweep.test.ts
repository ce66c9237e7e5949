import { confirmationDue } from './confirmation-sweep';

describe('confirmationDue', () => {
  it('is due for an offline payment from placement, and for a provider’s once it is paid', () => {
    expect(confirmationDue({ status: 'notPaid', payment: 'prepayment' })).toBe(true);
    expect(confirmationDue({ status: 'paid', payment: 'cashOnDelivery' })).toBe(true);
    expect(confirmationDue({ status: 'notPaid', payment: 'stripe' })).toBe(false);
    expect(confirmationDue({ status: 'paid', payment: 'paypal' })).toBe(true);
  });

  it('is never due for a cancelled or refunded order', () => {
    expect(confirmationDue({ status: 'cancelled', payment: 'prepayment' })).toBe(false);
    expect(confirmationDue({ status: 'refunded', payment: 'stripe' })).toBe(false);
  });
});
