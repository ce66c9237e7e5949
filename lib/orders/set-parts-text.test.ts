import { setPartsText } from './set-parts-text';

describe('setPartsText', () => {
  it('names each part with its quantity and article number, in the set’s order', () => {
    expect(
      setPartsText([
        { saleElementId: 25, ref: 'TOI-000015-1', title: 'Wand-WC Klar K313', quantity: 1 },
        { saleElementId: 68, ref: 'CIS-000027-1', title: 'Vorwandelement P490', quantity: 2 },
      ]),
    ).toBe('1 × Wand-WC Klar K313 (TOI-000015-1), 2 × Vorwandelement P490 (CIS-000027-1)');
  });

  it('is null for a line that is not a set', () => {
    expect(setPartsText([])).toBeNull();
  });
});
