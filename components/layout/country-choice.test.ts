import { countryChoice, type VatCountry } from './country-choice';

const austria: VatCountry = { id: 13, isoAlpha2: 'AT', title: 'Österreich', vatLabel: 'inkl. 20 % MwSt.' };
const germany: VatCountry = { id: 5, isoAlpha2: 'DE', title: 'Deutschland', vatLabel: 'inkl. 19 % MwSt.' };

describe('countryChoice', () => {
  it('offers a choice of the store’s delivery countries', () => {
    expect(
      countryChoice({ countries: [austria, germany], selectedId: 5, vatMode: 'gross', pathname: '/' }),
    ).toEqual({
      kind: 'select',
      countries: [austria, germany],
      selected: germany,
      disabled: false,
    });
  });

  it('shows a single country as text', () => {
    expect(countryChoice({ countries: [austria], selectedId: 13, vatMode: 'gross', pathname: '/' })).toEqual({
      kind: 'static',
      country: austria,
    });
  });

  it('locks the choice on the checkout, in both languages', () => {
    for (const pathname of ['/checkout', '/en/checkout', '/checkout/payment']) {
      expect(
        countryChoice({ countries: [austria, germany], selectedId: 13, vatMode: 'gross', pathname }),
      ).toMatchObject({ disabled: true });
    }
    expect(
      countryChoice({
        countries: [austria, germany],
        selectedId: 13,
        vatMode: 'gross',
        pathname: '/checkouts.html',
      }),
    ).toMatchObject({
      disabled: false,
    });
  });

  it('with VAT excluded shows only the delivery country, also on the checkout', () => {
    expect(
      countryChoice({ countries: [austria, germany], selectedId: 5, vatMode: 'net', pathname: '/checkout' }),
    ).toEqual({
      kind: 'static',
      country: germany,
    });
  });
});
