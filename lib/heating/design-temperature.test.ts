import {
  DEFAULT_DESIGN_REGION,
  DESIGN_REGIONS,
  defaultDesignTemperature,
  designOutdoorTemperature,
  type StoreCountry,
} from './design-temperature';

const lookup = (country: StoreCountry, postcode: string) => designOutdoorTemperature(country, postcode);
const twoDigitPrefixes = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

describe('design outdoor temperatures in Austria', () => {
  it('follow the postcode to the region of the main towns', () => {
    expect(lookup('AT', '1010')).toEqual({ region: 'at-vienna', temperatureC: -12 });
    expect(lookup('AT', '3100')).toEqual({ region: 'at-lower-austria-west', temperatureC: -15 }); // St. Pölten
    expect(lookup('AT', '4020')).toEqual({ region: 'at-upper-austria', temperatureC: -13 }); // Linz
    expect(lookup('AT', '5020')).toEqual({ region: 'at-salzburg', temperatureC: -14 });
    expect(lookup('AT', '6020')).toEqual({ region: 'at-tyrol', temperatureC: -16 }); // Innsbruck
    expect(lookup('AT', '6900')).toEqual({ region: 'at-vorarlberg', temperatureC: -12 }); // Bregenz
    expect(lookup('AT', '7000')).toEqual({ region: 'at-burgenland', temperatureC: -13 }); // Eisenstadt
    expect(lookup('AT', '8010')).toEqual({ region: 'at-styria', temperatureC: -13 }); // Graz
    expect(lookup('AT', '8700')).toEqual({ region: 'at-upper-styria', temperatureC: -16 }); // Leoben
    expect(lookup('AT', '9020')).toEqual({ region: 'at-carinthia', temperatureC: -16 }); // Klagenfurt
    expect(lookup('AT', '9900')).toEqual({ region: 'at-east-tyrol', temperatureC: -17 }); // Lienz
  });

  it('forgive spaces and the country prefix, but not a wrong length or letters', () => {
    expect(lookup('AT', ' 10 10 ')?.region).toBe('at-vienna');
    expect(lookup('AT', 'A-1010')?.region).toBe('at-vienna');
    expect(lookup('AT', 'at-6020')?.region).toBe('at-tyrol');
    for (const bad of [
      '',
      '101',
      '10100',
      '0123',
      'abcd',
      '1O10',
      '10.10',
      'D-1010',
      '1'.repeat(1_000_000),
    ]) {
      expect(lookup('AT', bad)).toBeNull();
    }
  });
});

describe('design outdoor temperatures in Germany', () => {
  it('run from the mild coasts and Rhine to the cold south-east', () => {
    expect(lookup('DE', '26721')).toEqual({ region: 'de-north-sea', temperatureC: -10 }); // Emden
    expect(lookup('DE', '20095')).toEqual({ region: 'de-hamburg-bremen', temperatureC: -12 });
    expect(lookup('DE', '10115')).toEqual({ region: 'de-berlin-brandenburg', temperatureC: -14 });
    expect(lookup('DE', '01067')).toEqual({ region: 'de-saxony', temperatureC: -14 }); // Dresden
    expect(lookup('DE', '02826')).toEqual({ region: 'de-saxony-uplands', temperatureC: -16 }); // Görlitz
    expect(lookup('DE', '50667')).toEqual({ region: 'de-rhine-ruhr', temperatureC: -10 }); // Köln
    expect(lookup('DE', '60311')).toEqual({ region: 'de-hesse', temperatureC: -12 }); // Frankfurt
    expect(lookup('DE', '70173')).toEqual({ region: 'de-wuerttemberg', temperatureC: -12 }); // Stuttgart
    expect(lookup('DE', '80331')).toEqual({ region: 'de-bavaria-south', temperatureC: -16 }); // München
    expect(lookup('DE', '95028')).toEqual({ region: 'de-upper-franconia', temperatureC: -18 }); // Hof
    expect(lookup('DE', 'D-80331')?.region).toBe('de-bavaria-south');
  });

  it('cover every Leitregion in use and refuse the unused 00, 05, 43 and 62', () => {
    const unused = twoDigitPrefixes.filter((prefix) => lookup('DE', `${prefix}123`) === null);
    expect(unused).toEqual(['00', '05', '43', '62']);
    expect(lookup('DE', '1234')).toBeNull();
    expect(lookup('DE', '123456')).toBeNull();
  });
});

describe('design outdoor temperatures in Romania (SR 1907-1 zones)', () => {
  it('go by county to the four zones', () => {
    expect(lookup('RO', '900001')).toEqual({ region: 'ro-zone-1', temperatureC: -12 }); // Constanța
    expect(lookup('RO', '010011')).toEqual({ region: 'ro-zone-2', temperatureC: -15 }); // București, sector 1
    expect(lookup('RO', '061344')).toEqual({ region: 'ro-zone-2', temperatureC: -15 }); // București, sector 6
    expect(lookup('RO', '300001')).toEqual({ region: 'ro-zone-2', temperatureC: -15 }); // Timișoara
    expect(lookup('RO', '400001')).toEqual({ region: 'ro-zone-3', temperatureC: -18 }); // Cluj-Napoca
    expect(lookup('RO', '700001')).toEqual({ region: 'ro-zone-3', temperatureC: -18 }); // Iași
    expect(lookup('RO', '500001')).toEqual({ region: 'ro-zone-4', temperatureC: -21 }); // Brașov
    expect(lookup('RO', '530001')).toEqual({ region: 'ro-zone-4', temperatureC: -21 }); // Miercurea Ciuc
  });

  it('know the 41 counties and Bucharest’s six sectors, and nothing else', () => {
    const known = twoDigitPrefixes.filter((prefix) => lookup('RO', `${prefix}0001`) !== null);
    expect(known).toHaveLength(47);
    expect(lookup('RO', '990001')).toBeNull();
    expect(lookup('RO', '40001')).toBeNull();
  });
});

describe('the regions for the select box', () => {
  it('have unique codes of their country, and no postcode prefix in two regions', () => {
    for (const [country, regions] of Object.entries(DESIGN_REGIONS)) {
      const codes = regions.map(({ region }) => region);
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes.every((code) => code.startsWith(`${country.toLowerCase()}-`))).toBe(true);
      const prefixes = regions.flatMap(({ postcodePrefixes }) => postcodePrefixes);
      expect(new Set(prefixes).size).toBe(prefixes.length);
      expect(regions.every(({ temperatureC }) => temperatureC <= -10 && temperatureC >= -21)).toBe(true);
    }
  });

  it('name a default per country that is one of its regions', () => {
    expect(defaultDesignTemperature('AT')).toEqual({ region: 'at-vienna', temperatureC: -12 });
    expect(defaultDesignTemperature('DE')).toEqual({ region: 'de-hesse', temperatureC: -12 });
    expect(defaultDesignTemperature('RO')).toEqual({ region: 'ro-zone-2', temperatureC: -15 });
    expect(Object.keys(DEFAULT_DESIGN_REGION).sort()).toEqual(['AT', 'DE', 'RO']);
  });
});
