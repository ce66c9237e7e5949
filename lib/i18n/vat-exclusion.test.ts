import { defaultMarket, type Market } from './market';
import { customerMarket, intraCommunityCountry, type VatStanding } from './vat-exclusion';

const germanCompany: VatStanding = { title: 'company', vatNumber: 'DE136695976', vatStatus: 'valid' };
const austrianCompany: VatStanding = { title: 'company', vatNumber: 'ATU13585627', vatStatus: 'valid' };

describe('intraCommunityCountry', () => {
  it('is the VAT id’s member state when the shop delivers there from another one', () => {
    expect(intraCommunityCountry(germanCompany, 'at')).toBe(5);
    expect(intraCommunityCountry(austrianCompany, 'de')).toBe(13);
    expect(intraCommunityCountry({ ...germanCompany, title: 'association' }, 'at')).toBe(5);
  });

  it('is none for a domestic business, which pays VAT', () => {
    expect(intraCommunityCountry(austrianCompany, 'at')).toBeNull();
    expect(intraCommunityCountry(germanCompany, 'de')).toBeNull();
    expect(intraCommunityCountry({ ...germanCompany, vatNumber: 'RO18547290' }, 'ro')).toBeNull();
  });

  it('is none where the shop does not deliver to the id’s member state', () => {
    expect(intraCommunityCountry(germanCompany, 'ro')).toBeNull();
    expect(intraCommunityCountry({ ...germanCompany, vatNumber: 'FR40303265045' }, 'at')).toBeNull();
  });

  it('is none unless VIES confirmed the id', () => {
    for (const vatStatus of ['unchecked', 'invalid', 'unknown'] as const)
      expect(intraCommunityCountry({ ...germanCompany, vatStatus }, 'at')).toBeNull();
    expect(intraCommunityCountry({ ...germanCompany, vatNumber: null }, 'at')).toBeNull();
  });

  it('is none for a private customer, whatever id they hold', () => {
    expect(intraCommunityCountry({ ...germanCompany, title: 'mr' }, 'at')).toBeNull();
    expect(intraCommunityCountry({ ...germanCompany, title: 'miss' }, 'at')).toBeNull();
  });
});

describe('customerMarket', () => {
  const austria: Market = defaultMarket('at');

  it('prices net for the id’s country only when the customer asked for it', () => {
    expect(customerMarket(austria, { ...germanCompany, excludeVat: true })).toEqual({
      ...austria,
      deliveryCountryId: 5,
      vatMode: 'net',
    });
    expect(customerMarket(austria, { ...germanCompany, excludeVat: false })).toBe(austria);
  });

  it('leaves the market gross when the wish cannot be granted', () => {
    expect(customerMarket(austria, { ...austrianCompany, excludeVat: true })).toBe(austria);
    expect(customerMarket(austria, { ...germanCompany, vatStatus: 'unknown', excludeVat: true })).toBe(
      austria,
    );
  });
});
