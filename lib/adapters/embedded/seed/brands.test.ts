import { brandDefinitions, manufacturerColumns } from './brands';

// The last address line names the country.
const euCountries = [
  'Deutschland',
  'Österreich',
  'Italia',
  'España',
  'Česko',
  'Danmark',
  'Polska',
  'România',
  'Nederland',
];
const countryOf = (address: string[]) => address.at(-1) ?? '';

describe('brands', () => {
  it('name their manufacturer with a postal and an electronic address', () => {
    for (const { manufacturer } of brandDefinitions) {
      expect(manufacturer.name).not.toBe('');
      expect(manufacturer.address.length).toBeGreaterThanOrEqual(3);
      expect(manufacturer.contact).toMatch(/^(https:\/\/[\w.-]+\.example\/|[\w.-]+@[\w.-]+\.example$)/);
    }
  });

  it('give a responsible person in the EU exactly when the manufacturer is outside it', () => {
    const outside = brandDefinitions.filter(
      (brand) => !euCountries.includes(countryOf(brand.manufacturer.address)),
    );
    expect(outside.map((brand) => brand.name)).toEqual(['Voltaris', 'Kazeya']);
    for (const brand of brandDefinitions) {
      const responsible = brand.euResponsible;
      expect(responsible !== undefined).toBe(outside.includes(brand));
      if (responsible) expect(euCountries).toContain(countryOf(responsible.address));
    }
  });

  it('write address lines one a line, and no EU responsible person for a manufacturer in the EU', () => {
    const kazeya = brandDefinitions.find((brand) => brand.name === 'Kazeya')!;
    expect(manufacturerColumns(kazeya)).toMatchObject({
      manufacturerAddress: '2-14-7 Shiba, Minato-ku\nTokyo 105-0014\nJapan',
      euResponsibleName: 'Kazeya Europe B.V.',
    });
    expect(manufacturerColumns(brandDefinitions[0]!)).toMatchObject({
      euResponsibleName: null,
      euResponsibleAddress: null,
      euResponsibleContact: null,
    });
  });
});
