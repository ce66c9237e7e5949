import { confirmationRecord, confirmedConditionsOf } from './tax-conditions';

describe('the confirmation an order keeps', () => {
  it('names each confirmed condition with the version of its wording', () => {
    expect(confirmationRecord(['dwelling-photovoltaics', 'dwelling-photovoltaics'])).toBe(
      'dwelling-photovoltaics/1',
    );
    expect(confirmationRecord([])).toBeNull();
  });

  it('reads back the known conditions only', () => {
    expect(confirmedConditionsOf('dwelling-photovoltaics/1 farm/2')).toEqual(['dwelling-photovoltaics']);
    expect(confirmedConditionsOf(null)).toEqual([]);
  });
});
