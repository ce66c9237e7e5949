import { unitPriceOf } from './unit-price';

const euro = (amount: number) => ({ amount, currency: 'EUR' });

describe('unitPriceOf', () => {
  it('gives pipes per metre', () => {
    expect(unitPriceOf(euro(9_490), { unit: 'm', milli: 25_000 })).toEqual({ price: euro(380), unit: 'm' });
  });

  it('gives sealants per litre, from a cartridge of 310 ml', () => {
    expect(unitPriceOf(euro(1_079), { unit: 'l', milli: 310 })).toEqual({ price: euro(3_481), unit: 'l' });
  });

  it('gives tiles per square metre, in lei as well', () => {
    const pack = { amount: 24_999, currency: 'RON' };
    expect(unitPriceOf(pack, { unit: 'm2', milli: 1_440 })).toEqual({
      price: { amount: 17_360, currency: 'RON' },
      unit: 'm2',
    });
  });

  it('rounds half up, as every shown price', () => {
    expect(unitPriceOf(euro(1_001), { unit: 'kg', milli: 2_000 })!.price.amount).toBe(501);
    expect(unitPriceOf(euro(999), { unit: 'kg', milli: 2_000 })!.price.amount).toBe(500);
  });

  it('is left out for goods not sold by measure, or holding exactly one unit', () => {
    expect(unitPriceOf(euro(1_000), null)).toBeNull();
    expect(unitPriceOf(euro(1_000), { unit: 'l', milli: 1_000 })).toBeNull();
  });
});
