import { ean13 } from './ean';

describe('ean13', () => {
  it('appends the GS1 check digit', () => {
    expect(ean13(400638133393)).toBe('4006381333931');
    expect(ean13(590123412345)).toBe('5901234123457');
  });

  it('always has 13 digits', () => {
    expect(ean13(7)).toMatch(/^\d{13}$/);
  });
});
