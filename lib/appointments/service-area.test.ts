import { publicHolidaysOf } from './holidays';
import {
  appointmentStores,
  DEFAULT_SERVICE_AREAS,
  normalizePostcode,
  POSTCODE_LENGTH,
  postcodeShapeOk,
  serviceAreaById,
  serviceAreaOf,
  type ServiceAreaConfig,
} from './service-area';

const areaId = (...args: Parameters<typeof serviceAreaOf>) => serviceAreaOf(...args)?.id ?? null;

describe('serviceAreaOf', () => {
  it('finds the Austrian areas by their postcode blocks', () => {
    expect(areaId('at', '1010')).toBe('at-wien-noe');
    expect(areaId('at', '3100')).toBe('at-wien-noe');
    expect(areaId('at', '4020')).toBe('at-ooe');
    expect(areaId('at', '5020')).toBeNull();
    expect(areaId('at', '8010')).toBeNull();
  });

  it('finds the German areas, each with its state, and tells Berlin from Potsdam', () => {
    expect(serviceAreaOf('de', '80331')).toMatchObject({ id: 'de-muenchen', state: 'BY' });
    expect(serviceAreaOf('de', '87435')).toMatchObject({ id: 'de-muenchen', state: 'BY' });
    expect(serviceAreaOf('de', '10115')).toMatchObject({ id: 'de-berlin', state: 'BE' });
    expect(serviceAreaOf('de', '14193')).toMatchObject({ id: 'de-berlin', state: 'BE' });
    expect(serviceAreaOf('de', '14467')).toMatchObject({ id: 'de-potsdam', state: 'BB' });
    expect(areaId('de', '20095')).toBeNull();
    expect(areaId('de', '88000')).toBeNull();
  });

  it('finds the Romanian areas, the leading zero of Bucharest included', () => {
    expect(areaId('ro', '010011')).toBe('ro-bucuresti-ilfov');
    expect(areaId('ro', '077190')).toBe('ro-bucuresti-ilfov');
    expect(areaId('ro', '400001')).toBe('ro-cluj');
    expect(areaId('ro', '300011')).toBeNull();
  });

  it('answers null for a malformed code, and forgives spaces', () => {
    expect(areaId('at', '10100')).toBeNull();
    expect(areaId('ro', '10011')).toBeNull();
    expect(areaId('de', ' 80331 ')).toBe('de-muenchen');
    expect(normalizePostcode(' 010 011 ')).toBe('010011');
  });

  it('uses a configuration of the caller', () => {
    const areas: ServiceAreaConfig = {
      ...DEFAULT_SERVICE_AREAS,
      at: [{ id: 'at-graz', name: 'Graz', postcodes: [{ from: '8000', to: '8099' }] }],
    };
    expect(areaId('at', '8010', areas)).toBe('at-graz');
    expect(areaId('at', '1010', areas)).toBeNull();
    expect(serviceAreaById('at', 'at-graz', areas)?.name).toBe('Graz');
    expect(serviceAreaById('at', 'de-berlin')).toBeNull();
  });
});

describe('postcodeShapeOk', () => {
  it('wants 4 digits in Austria, 5 in Germany, 6 in Romania', () => {
    expect(postcodeShapeOk('at', '1010')).toBe(true);
    expect(postcodeShapeOk('at', '101')).toBe(false);
    expect(postcodeShapeOk('de', '80331')).toBe(true);
    expect(postcodeShapeOk('de', '8033a')).toBe(false);
    expect(postcodeShapeOk('ro', '010011')).toBe(true);
    expect(postcodeShapeOk('ro', '01001')).toBe(false);
    expect(postcodeShapeOk('at', 'A-1010')).toBe(false);
  });
});

describe('DEFAULT_SERVICE_AREAS', () => {
  it.each(appointmentStores)('has well-formed, disjoint ranges in %s', (store) => {
    const ranges = DEFAULT_SERVICE_AREAS[store].flatMap((area) => area.postcodes);
    for (const { from, to } of ranges) {
      expect([from.length, to.length]).toEqual([POSTCODE_LENGTH[store], POSTCODE_LENGTH[store]]);
      expect(from <= to).toBe(true);
    }
    const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
    sorted.slice(1).forEach((range, index) => expect(sorted[index]!.to < range.from).toBe(true));
    const ids = DEFAULT_SERVICE_AREAS[store].map((area) => area.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names a state date-holidays knows for every German area, and none elsewhere', () => {
    for (const area of DEFAULT_SERVICE_AREAS.de) {
      expect(area.state).toMatch(/^[A-Z]{2}$/);
      expect(publicHolidaysOf('de', area.state, 2026).size).toBeGreaterThan(8);
    }
    expect([...DEFAULT_SERVICE_AREAS.at, ...DEFAULT_SERVICE_AREAS.ro].every((area) => !area.state)).toBe(
      true,
    );
  });
});
