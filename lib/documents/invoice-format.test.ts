import { invoiceFormat } from './invoice-format';

describe('invoiceFormat', () => {
  it('writes lei for RON in Romanian and the euro the way each locale does', () => {
    expect(invoiceFormat({ locale: 'ro-RO', currency: 'RON' }).money(123_450)).toBe('1.234,50\u00a0lei');
    expect(invoiceFormat({ locale: 'de-AT', currency: 'EUR' }).money(123_450)).toBe('€\u00a01.234,50');
    expect(invoiceFormat({ locale: 'de-DE', currency: 'EUR' }).money(-5_000)).toBe('-50,00\u00a0€');
  });

  it('writes VAT rates from basis points, with decimals only when there are some', () => {
    expect(invoiceFormat({ locale: 'de-DE', currency: 'EUR' }).rate(1900)).toBe('19\u00a0%');
    expect(invoiceFormat({ locale: 'ro-RO', currency: 'RON' }).rate(2100)).toBe('21\u00a0%');
    expect(invoiceFormat({ locale: 'en-GB', currency: 'EUR' }).rate(550)).toBe('5.5%');
  });

  it('writes an ISO date the way the locale does', () => {
    expect(invoiceFormat({ locale: 'de-AT', currency: 'EUR' }).date('2026-01-01')).toBe('01.01.2026');
    expect(invoiceFormat({ locale: 'ro-RO', currency: 'RON' }).date('2026-12-31')).toBe('31.12.2026');
  });

  it('writes quantities with decimals only when they have some', () => {
    const { quantity } = invoiceFormat({ locale: 'de-DE', currency: 'EUR' });
    expect(quantity(3)).toBe('3');
    expect(quantity(2.5)).toBe('2,5');
  });
});
