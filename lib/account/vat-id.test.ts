import { readVatId } from './vat-id';

describe('readVatId', () => {
  it.each([
    ['ATU13585627', 'AT', 'ATU13585627'],
    ['atu 135.856-27', 'AT', 'ATU13585627'],
    ['DE136695976', 'DE', 'DE136695976'],
    ['RO18547290', 'RO', 'RO18547290'],
    ['EL094259216', 'GR', 'EL094259216'],
  ])('reads %s as an id of %s', (input, countryIso, value) => {
    const reading = readVatId(input, { minLength: 4, storeCountryIso: 'RO' });
    expect(reading.ok && [reading.vatId.countryIso, reading.vatId.value]).toEqual([countryIso, value]);
  });

  it('asks VIES with its own prefix and the number after it', () => {
    const reading = readVatId('EL094259216', { minLength: 4, storeCountryIso: 'RO' });
    expect(reading.ok && [reading.vatId.viesCountryCode, reading.vatId.viesNumber]).toEqual([
      'EL',
      '094259216',
    ]);
  });

  it.each([
    ['ATU13585626', 'a wrong check digit'],
    ['DE136695975', 'a wrong check digit'],
    ['DE13669597', 'a German id one digit short'],
    ['ATU1358562', "Austria's U missing a digit"],
    ['GB333289454', 'a country outside the EU'],
    ['CHE123456789', 'Switzerland'],
    ['XX123456789', 'no country at all'],
    ['<script>', 'markup'],
  ])('refuses %s (%s)', (input) => {
    expect(readVatId(input, { minLength: 4, storeCountryIso: 'RO' })).toEqual({
      ok: false,
      problem: 'account.vatInvalid',
    });
  });

  it("applies the store's vat_min_length to ids of its own country only", () => {
    const austrianShop = { minLength: 11, storeCountryIso: 'AT' };
    expect(readVatId('ATU1358562', austrianShop)).toEqual({ ok: false, problem: 'account.vatTooShort' });
    expect(readVatId('ATU13585627', austrianShop).ok).toBe(true);
    expect(readVatId('RO18547290', austrianShop).ok).toBe(true);
    expect(readVatId('RO185', { minLength: 6, storeCountryIso: 'RO' })).toEqual({
      ok: false,
      problem: 'account.vatTooShort',
    });
  });
});
