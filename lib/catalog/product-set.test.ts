import { setSaving } from './product-set';

describe('setSaving', () => {
  it('is what the parts cost more, with the percent rounded down', () => {
    expect(setSaving(62_290, 70_670)).toEqual({ amount: 8_380, percent: 11 });
    expect(setSaving(9_000, 10_000)).toEqual({ amount: 1_000, percent: 10 });
  });

  it('claims nothing when the set costs as much as its parts or more', () => {
    expect(setSaving(10_000, 10_000)).toBeNull();
    expect(setSaving(10_500, 10_000)).toBeNull();
  });

  it('claims nothing without parts to compare with', () => {
    expect(setSaving(0, 0)).toBeNull();
  });

  it('never rounds a saving of less than one percent up', () => {
    expect(setSaving(99_950, 100_000)).toEqual({ amount: 50, percent: 0 });
  });
});
