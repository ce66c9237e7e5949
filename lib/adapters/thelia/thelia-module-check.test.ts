import { moduleProblems } from './thelia-module-check';

const storefront = [
  { id: 77, code: 'standard', kind: 'parcel' as const },
  { id: 80, code: 'abholung', kind: 'pickup' as const },
];
const thelia = {
  delivery: [
    { id: 10, code: 'CustomDelivery', deliveryMode: 'delivery' as const },
    { id: 11, code: 'LocalPickup', deliveryMode: 'localPickup' as const },
  ],
  payment: [{ id: 20, code: 'BankTransfer' }],
};
const mapping = (pairs: Array<[number, number]>, payment = 20) => ({
  THELIA_DELIVERY_MODULES: new Map(pairs),
  THELIA_PAYMENT_MODULE_ID: payment,
});

describe('moduleProblems', () => {
  it('finds none when every delivery maps to an active Thelia module of its mode', () => {
    expect(
      moduleProblems(
        storefront,
        thelia,
        mapping([
          [77, 10],
          [80, 11],
        ]),
      ),
    ).toEqual([]);
  });

  it('names a storefront delivery without a Thelia module', () => {
    expect(moduleProblems(storefront, thelia, mapping([[77, 10]]))).toEqual([
      'THELIA_DELIVERY_MODULES names no Thelia module for abholung (80).',
    ]);
  });

  it('names a mapping to a module Thelia does not offer', () => {
    expect(
      moduleProblems(
        storefront,
        thelia,
        mapping([
          [77, 99],
          [80, 11],
        ]),
      ),
    ).toEqual(['standard (77) maps to 99, which is no active delivery module of Thelia.']);
  });

  it('names a pickup sent as a parcel, and a parcel sent to a pickup', () => {
    expect(
      moduleProblems(
        storefront,
        thelia,
        mapping([
          [77, 11],
          [80, 10],
        ]),
      ),
    ).toEqual([
      'standard (77) is a parcel delivery but maps to LocalPickup (11), whose mode is localPickup.',
      'abholung (80) is a pickup delivery but maps to CustomDelivery (10), whose mode is delivery.',
    ]);
  });

  it('names a payment module Thelia does not offer', () => {
    expect(
      moduleProblems(
        storefront,
        thelia,
        mapping(
          [
            [77, 10],
            [80, 11],
          ],
          21,
        ),
      ),
    ).toEqual(['THELIA_PAYMENT_MODULE_ID 21 is no active payment module of Thelia.']);
  });
});
