import { sellerVatIdLabel } from './invoice-labels';

describe('sellerVatIdLabel', () => {
  it('names the seller’s VAT id as the store country’s law does', () => {
    expect(sellerVatIdLabel(13, 'de')).toBe('UID-Nr.');
    expect(sellerVatIdLabel(5, 'de')).toBe('USt-IdNr.');
    expect(sellerVatIdLabel(146, 'ro')).toBe('Cod TVA');
  });

  it('keeps the country’s term beside the label of another language', () => {
    expect(sellerVatIdLabel(13, 'en')).toBe('VAT ID (UID-Nr.)');
    expect(sellerVatIdLabel(146, 'en')).toBe('VAT ID (Cod TVA)');
  });
});
