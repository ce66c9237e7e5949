import fc from 'fast-check';
import { couponAddress, couponBuyers } from './coupon-buyer';

describe('couponAddress', () => {
  it.each([
    ['Anna.Huber@Example.AT', 'anna.huber@example.at'],
    ['anna+1@example.at', 'anna@example.at'],
    ['anna+welcome+again@example.at', 'anna@example.at'],
    ['a.n.n.a+x@gmail.com', 'anna@gmail.com'],
    ['A.nna@GoogleMail.com', 'anna@gmail.com'],
    ['a.n.n.a@example.at', 'a.n.n.a@example.at'],
    ['  anna@example.at ', 'anna@example.at'],
    ['+tag@example.at', '+tag@example.at'],
  ])('counts %s as %s', (typed, counted) => {
    expect(couponAddress(typed)).toBe(counted);
  });

  it('gives every +tag of an address the address’s own key, and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9._-]{1,20}$/),
        fc.stringMatching(/^[a-z0-9._+-]{0,10}$/),
        fc.constantFrom('example.at', 'gmail.com', 'web.de'),
        (local, tag, domain) => {
          const plain = couponAddress(`${local}@${domain}`);
          expect(couponAddress(`${local}+${tag}@${domain}`)).toBe(plain);
          expect(couponAddress(plain)).toBe(plain);
        },
      ),
    );
  });
});

describe('couponBuyers', () => {
  it('names the address, and the account when there is one', () => {
    expect(couponBuyers('Anna+1@example.at', null)).toEqual(['anna@example.at']);
    expect(couponBuyers('anna@example.at', 42)).toEqual(['anna@example.at', 'customer:42']);
  });
});
