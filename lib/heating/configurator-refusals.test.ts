import fc from 'fast-check';
import { parseConfiguratorQuery } from './configurator-query';
import { CONFIGURATOR_FIELDS } from './configurator-fields';
import { heatDemand } from './heat-demand';

const errorsOf = (
  query: Record<string, string | string[] | undefined>,
  country: 'AT' | 'DE' | 'RO' = 'AT',
) => {
  const result = parseConfiguratorQuery(query, country);
  return result.status === 'invalid' ? result.errors : {};
};

describe('the configurator refuses', () => {
  it('floor areas outside 1–300 m², and none at all for the room and area methods', () => {
    for (const area of ['0', '0.99', '300.01', '10000', '-20', 'zwanzig', '20 m²', '1.2.3', '']) {
      expect({ area, errors: errorsOf({ area }) }).toEqual({
        area,
        errors: { area: 'configurator.areaRange' },
      });
    }
    expect(errorsOf({ method: 'area' })).toEqual({ area: 'configurator.areaRange' });
    expect(errorsOf({ area: '1' })).toEqual({});
    expect(errorsOf({ area: '300' })).toEqual({});
  });

  it('numbers JavaScript would accept but no shopper types', () => {
    for (const text of ['Infinity', '-Infinity', 'NaN', '1e999', '1e2', '0x10', '2_0', '.5', '5.']) {
      expect(errorsOf({ area: text })).toEqual({ area: 'configurator.areaRange' });
    }
    expect(errorsOf({ area: '9'.repeat(1_000_000) })).toEqual({ area: 'configurator.areaRange' });
  });

  it('heights, loads, temperatures and sizes out of range', () => {
    expect(errorsOf({ area: '20', height: '1.99' })).toEqual({ height: 'configurator.heightRange' });
    expect(errorsOf({ area: '20', height: '6,01' })).toEqual({ height: 'configurator.heightRange' });
    expect(errorsOf({ method: 'known' })).toEqual({ load: 'configurator.loadRequired' });
    expect(errorsOf({ method: 'known', load: '49' })).toEqual({ load: 'configurator.loadRange' });
    expect(errorsOf({ method: 'known', load: '20001' })).toEqual({ load: 'configurator.loadRange' });
    expect(errorsOf({ area: '20', room: '9.5' })).toEqual({ room: 'configurator.roomRange' });
    expect(errorsOf({ area: '20', room: '31' })).toEqual({ room: 'configurator.roomRange' });
    expect(errorsOf({ area: '20', outdoor: '-36' })).toEqual({ outdoor: 'configurator.outdoorRange' });
    expect(errorsOf({ area: '20', outdoor: '11' })).toEqual({ outdoor: 'configurator.outdoorRange' });
    expect(errorsOf({ area: '20', maxWidth: '299' })).toEqual({ maxWidth: 'configurator.sizeRange' });
    expect(errorsOf({ area: '20', maxHeight: '2501' })).toEqual({ maxHeight: 'configurator.sizeRange' });
  });

  it('an outdoor temperature that is not below the room', () => {
    expect(errorsOf({ area: '20', outdoor: '10', room: '10' })).toEqual({
      outdoor: 'configurator.outdoorAboveRoom',
    });
    // A hallway defaults to 15 °C.
    expect(errorsOf({ area: '8', roomType: 'hallway', outdoor: '10' })).toEqual({});
    expect(errorsOf({ area: '8', roomType: 'hallway', outdoor: '10', room: '10' })).toEqual({
      outdoor: 'configurator.outdoorAboveRoom',
    });
    // When the room temperature itself is wrong, only it is named.
    expect(errorsOf({ area: '20', outdoor: '8', room: '5' })).toEqual({ room: 'configurator.roomRange' });
  });

  it('postcodes that are not the store country’s', () => {
    expect(errorsOf({ area: '20', postcode: '80331' }, 'AT')).toEqual({
      postcode: 'configurator.postcodeInvalid',
    });
    expect(errorsOf({ area: '20', postcode: '05123' }, 'DE')).toEqual({
      postcode: 'configurator.postcodeInvalid',
    });
    expect(errorsOf({ area: '20', postcode: '990001' }, 'RO')).toEqual({
      postcode: 'configurator.postcodeInvalid',
    });
  });

  it('choices the form does not offer', () => {
    const choices = {
      method: 'guess',
      roomType: 'garage',
      walls: '1.5',
      position: 'cellar',
      insulation: 'straw',
      system: '60/50',
      connection: 'top',
      type: 'cast-iron',
    };
    const errors = errorsOf({ area: '20', ...choices });
    expect(errors).toEqual(
      Object.fromEntries(Object.keys(choices).map((key) => [key, 'configurator.invalidChoice'])),
    );
    expect(errorsOf({ area: '20', walls: '5' })).toEqual({ walls: 'configurator.invalidChoice' });
  });

  it('and gives back what was sent to refill the form, cut to a sane length', () => {
    const result = parseConfiguratorQuery({ area: ['x'.repeat(10_000)], height: '2,4', outdoor: '-8' }, 'AT');
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    expect(result.values.area).toHaveLength(100);
    expect(result.values).toMatchObject({ height: '2,4', outdoor: '-8', load: '', method: '' });
    expect(Object.keys(result.values)).toEqual([...CONFIGURATOR_FIELDS]);
  });

  it('without ever throwing, whatever the address holds', () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '1e999',
        'Infinity',
        'NaN',
        '-0',
        '0,5',
        '20',
        '300',
        '2.5',
        '55/45',
        'room',
        'known',
        '',
      ),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.constant(undefined),
    );
    const query = fc.dictionary(fc.constantFrom(...CONFIGURATOR_FIELDS, 'other'), value);
    fc.assert(
      fc.property(query, fc.constantFrom('AT' as const, 'DE' as const, 'RO' as const), (raw, country) => {
        const result = parseConfiguratorQuery(raw, country);
        expect(['empty', 'invalid', 'valid']).toContain(result.status);
        if (result.status === 'valid') expect(Number.isFinite(heatDemand(result).loadW)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
