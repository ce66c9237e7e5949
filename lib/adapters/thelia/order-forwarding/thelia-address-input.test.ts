import { viennaOrderAddress } from '../../../testing/order-fixtures';
import type { components } from '../openapi/thelia-open-api';
import { sameAddress, theliaAddressOf } from './thelia-address-input';

/** An order's address as Thelia's module takes it, and the addresses a buyer's Thelia account already has. */

describe('theliaAddressOf', () => {
  it('writes an order’s address as the module takes it, leaving out what is empty', () => {
    expect(theliaAddressOf(viennaOrderAddress(), 'Delivery address')).toEqual({
      isDefault: false,
      label: 'Delivery address',
      civilityTitle: { id: 1 },
      firstName: 'Max',
      lastName: 'Muster',
      address1: 'Ringstraße 1',
      zipCode: '1010',
      city: 'Wien',
      countryCode: 'AT',
    });
    const business = viennaOrderAddress({
      title: 'company',
      company: 'Bad & Heizung GmbH',
      line2: 'Hof 2',
      phone: '+43 1 234',
      countryId: 146,
    });
    expect(theliaAddressOf(business, 'Invoice address')).toMatchObject({
      civilityTitle: { id: 4 },
      company: 'Bad & Heizung GmbH',
      address2: 'Hof 2',
      phone: '+43 1 234',
      countryCode: 'RO',
    });
  });
});

describe('sameAddress', () => {
  const wanted = theliaAddressOf(viennaOrderAddress(), 'Delivery address');
  const known = (changes: Partial<components['schemas']['Address']> = {}) => ({
    ...wanted,
    id: 3,
    label: 'Invoice address',
    company: null,
    address2: null,
    phone: null,
    ...changes,
  });

  it('finds an address Thelia already holds, whatever its label and empty fields', () => {
    expect(sameAddress(known(), wanted)).toBe(true);
  });

  it('tells addresses apart by any field the order names', () => {
    expect(sameAddress(known({ city: 'Linz' }), wanted)).toBe(false);
    expect(sameAddress(known({ civilityTitle: { id: 2 } }), wanted)).toBe(false);
    expect(sameAddress(known({ countryCode: 'DE' }), wanted)).toBe(false);
    expect(sameAddress(known({ phone: '+43 1 234' }), wanted)).toBe(false);
  });
});
