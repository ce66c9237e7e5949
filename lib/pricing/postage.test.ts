import type { DeliveryModule } from '../shop/types';
import { chooseDelivery, offeredModules, postageNet } from './postage';

const deliveryModule = (id: number, kind: DeliveryModule['kind'], position: number) =>
  ({ id, kind, position, postage: {} }) as unknown as DeliveryModule;
const standard = deliveryModule(77, 'parcel', 5);
const express = deliveryModule(78, 'express', 2);
const freight = deliveryModule(79, 'freight', 3);
const pickup = deliveryModule(80, 'pickup', 4);
const EUR = { code: 'EUR', symbol: '€', ratePerMillion: 1_000_000 };
const RON = { code: 'RON', symbol: 'lei', ratePerMillion: 4_977_000 };

describe('chooseDelivery (docs/product.md §4 "Delivery choice")', () => {
  it('keeps the stored method while offered, else takes 77, else the lowest position', () => {
    expect(chooseDelivery([express, standard], 78)?.id).toBe(78);
    expect(chooseDelivery([express, standard], null)?.id).toBe(77);
    expect(chooseDelivery([express, standard], 79)?.id).toBe(77);
    expect(chooseDelivery([freight, pickup], null)?.id).toBe(79);
    expect(chooseDelivery([], null)).toBeNull();
  });
});

describe('offeredModules', () => {
  const all = [standard, express, freight, pickup];
  it('sends freight goods by freight only, other goods never, and offers pickup to both', () => {
    const parcelCart = offeredModules(all, [{ badgeCodes: [], undeliverable: false }]);
    expect(parcelCart.kind === 'offered' && parcelCart.modules.map((entry) => entry.id)).toEqual([
      78, 80, 77,
    ]);
    const freightCart = offeredModules(all, [
      { badgeCodes: ['freight'], undeliverable: false },
      { badgeCodes: [], undeliverable: false },
    ]);
    expect(freightCart.kind === 'offered' && freightCart.modules.map((entry) => entry.id)).toEqual([79, 80]);
  });

  it('counts only deliverable lines and names the docs/product.md §8 cases', () => {
    const onlyUndeliverableFreight = offeredModules(all, [
      { badgeCodes: ['freight'], undeliverable: true },
      { badgeCodes: [], undeliverable: false },
    ]);
    expect(onlyUndeliverableFreight.kind === 'offered' && onlyUndeliverableFreight.modules[0]!.id).toBe(78);
    expect(offeredModules(all, [{ badgeCodes: [], undeliverable: true }])).toEqual({
      kind: 'allUndeliverable',
    });
    expect(offeredModules([freight], [{ badgeCodes: [], undeliverable: false }])).toEqual({
      kind: 'noneAvailable',
    });
    expect(offeredModules(all, [])).toEqual({ kind: 'empty' });
  });
});

describe('postageNet', () => {
  const byWeight = {
    countryId: 13 as const,
    currency: 'EUR',
    basis: 'weight' as const,
    tiers: [
      { upTo: 2_000, net: 408 },
      { upTo: 10_000, net: 575 },
    ],
    freeFrom: 5_000,
  };
  const goods = (amount: number, currency = 'EUR') => ({ amount, currency });

  it('takes the first tier the weight fits, nothing past the last closed one, free from the threshold', () => {
    expect(postageNet(byWeight, { weightGrams: 2_000, goodsTotal: goods(100) }, EUR)?.amount).toBe(408);
    expect(postageNet(byWeight, { weightGrams: 2_001, goodsTotal: goods(100) }, EUR)?.amount).toBe(575);
    expect(postageNet(byWeight, { weightGrams: 10_001, goodsTotal: goods(100) }, EUR)).toBeNull();
    expect(postageNet(byWeight, { weightGrams: 99_000, goodsTotal: goods(5_000) }, EUR)?.amount).toBe(0);
  });

  it('charges by the goods’ amount, and converts euro rules into lei', () => {
    const byAmount = {
      ...byWeight,
      basis: 'amount' as const,
      tiers: [
        { upTo: 10_000, net: 1_075 },
        { upTo: null, net: 825 },
      ],
      freeFrom: null,
    };
    expect(postageNet(byAmount, { weightGrams: 0, goodsTotal: goods(10_000) }, EUR)?.amount).toBe(1_075);
    expect(postageNet(byAmount, { weightGrams: 0, goodsTotal: goods(10_001) }, EUR)?.amount).toBe(825);
    expect(postageNet(byWeight, { weightGrams: 100, goodsTotal: goods(24_884, 'RON') }, RON)).toEqual({
      amount: 2_031,
      currency: 'RON',
    });
    expect(postageNet(byWeight, { weightGrams: 100, goodsTotal: goods(24_885, 'RON') }, RON)?.amount).toBe(0);
    expect(() =>
      postageNet({ ...byWeight, currency: 'RON' }, { weightGrams: 1, goodsTotal: goods(1) }, EUR),
    ).toThrow();
  });
});
