import { addressProblems, postcodeLength, type AddressRules } from './address-rules';

const counties = [
  { id: 7, countryId: 146, code: 'CJ', title: 'Cluj' },
  { id: 8, countryId: 146, code: 'B', title: 'București' },
] as AddressRules['states'];
const austria: AddressRules = {
  countryCode: 'AT',
  phonePattern: '^\\+?[0-9 ]{9,20}$',
  phoneRequired: true,
  states: [],
};
const romania: AddressRules = { ...austria, countryCode: 'RO', phoneRequired: false, states: counties };
const fine = { postcode: '4020', phone: '+43 732 890 120', stateId: null };

describe('addressProblems', () => {
  it('passes a complete Austrian address', () => {
    expect(addressProblems(fine, austria)).toEqual([]);
  });

  it.each([
    ['AT', '4020', true],
    ['AT', '40200', false],
    ['DE', '80331', true],
    ['DE', '8033', false],
    ['RO', '400001', true],
    ['RO', '40000', false],
    ['FR', '75001', true],
    ['AT', '4O20', false],
    ['AT', '٤٠٢٠', false],
  ])('checks a postcode of %s: %s is %s', (countryCode, postcode, valid) => {
    const problems = addressProblems(
      { ...fine, postcode, stateId: countryCode === 'RO' ? 7 : null },
      { ...austria, countryCode, states: countryCode === 'RO' ? counties : [] },
    );
    expect(problems.some(([field]) => field === 'postcode')).toBe(!valid);
  });

  it("follows the store's phone pattern and whether a phone is required", () => {
    expect(addressProblems({ ...fine, phone: null }, austria)).toEqual([['phone', 'address.phoneRequired']]);
    expect(addressProblems({ ...fine, phone: '12345' }, austria)).toEqual([
      ['phone', 'address.phoneInvalid'],
    ]);
    expect(addressProblems({ ...fine, phone: '0732<script>' }, austria)).toEqual([
      ['phone', 'address.phoneInvalid'],
    ]);
    expect(addressProblems({ ...fine, phone: '1'.repeat(40) }, austria)).toEqual([
      ['phone', 'address.phoneInvalid'],
    ]);
    expect(addressProblems({ ...fine, postcode: '400001', phone: null, stateId: 7 }, romania)).toEqual([]);
  });

  it('falls back to digits, spaces and + when the configured pattern does not compile', () => {
    const broken = { ...austria, phonePattern: '([0-9' };
    expect(addressProblems({ ...fine, phone: '0732 89' }, broken)).toEqual([]);
    expect(addressProblems({ ...fine, phone: '0732-89' }, broken)).toEqual([
      ['phone', 'address.phoneInvalid'],
    ]);
  });

  it("asks for one of the country's counties where it has them, and for none elsewhere", () => {
    const inRomania = { postcode: '400001', phone: null };
    expect(addressProblems({ ...inRomania, stateId: null }, romania)).toEqual([
      ['stateId', 'address.stateRequired'],
    ]);
    expect(addressProblems({ ...inRomania, stateId: 99 }, romania)).toEqual([
      ['stateId', 'address.stateInvalid'],
    ]);
    expect(addressProblems({ ...fine, stateId: 7 }, austria)).toEqual([['stateId', 'address.stateInvalid']]);
  });

  it('names the number of digits of a postcode per country', () => {
    expect([postcodeLength('AT'), postcodeLength('DE'), postcodeLength('RO'), postcodeLength('PL')]).toEqual([
      4, 5, 6, 5,
    ]);
  });
});
