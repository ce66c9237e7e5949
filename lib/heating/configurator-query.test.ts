import { configuratorQuerySchema, parseConfiguratorQuery } from './configurator-query';

const parse = (query: Record<string, string | string[] | undefined>, country: 'AT' | 'DE' | 'RO' = 'AT') =>
  parseConfiguratorQuery(query, country);

describe('the configurator query', () => {
  it('is empty on a first visit, even with tracking parameters in the address', () => {
    expect(parse({})).toEqual({ status: 'empty' });
    expect(parse({ utm_source: 'newsletter', page: '2' })).toEqual({ status: 'empty' });
    expect(parse({ area: undefined, load: [] })).toEqual({ status: 'empty' });
  });

  it('fills every default around a floor area', () => {
    const result = parse({ area: '20' });
    expect(result).toMatchObject({
      status: 'valid',
      values: {
        method: 'room',
        roomType: 'living',
        area: 20,
        height: 2.5,
        walls: 2,
        position: 'betweenHeated',
        insulation: 'renovated',
        system: '55/45',
        connection: 'any',
        type: 'any',
      },
      room: {
        method: 'room',
        floorAreaM2: 20,
        ceilingHeightM: 2.5,
        exteriorWalls: 2,
        roomC: 20,
        roomSource: 'roomType',
        designOutdoorC: -12,
        outdoorSource: 'default',
        region: 'at-vienna',
      },
      temperatures: { flowC: 55, returnC: 45, roomC: 20 },
    });
  });

  it('reads decimals with a point or a comma, and the typographic minus', () => {
    const result = parse({ area: '12,5', height: '2.75', outdoor: '\u221214', maxWidth: '600.4' });
    expect(result).toMatchObject({
      status: 'valid',
      values: { area: 12.5, height: 2.75, outdoor: -14, maxWidth: 600 },
    });
  });

  it('takes the outdoor temperature from the postcode, unless the shopper entered one', () => {
    expect(parse({ area: '20', postcode: '6020' })).toMatchObject({
      room: { designOutdoorC: -16, outdoorSource: 'postcode', region: 'at-tyrol' },
    });
    expect(parse({ area: '20', postcode: '6020', outdoor: '-9' })).toMatchObject({
      room: { designOutdoorC: -9, outdoorSource: 'chosen', region: null },
    });
    expect(parse({ area: '20', postcode: '500001' }, 'RO')).toMatchObject({
      room: { designOutdoorC: -21, region: 'ro-zone-4' },
    });
    expect(parse({ area: '20' }, 'DE')).toMatchObject({ room: { designOutdoorC: -12, region: 'de-hesse' } });
  });

  it('heats a bathroom to 24 °C unless told otherwise, and carries the room temperature to the radiator', () => {
    expect(parse({ area: '6', roomType: 'bathroom', system: '45/35' })).toMatchObject({
      room: { roomC: 24, roomSource: 'roomType' },
      temperatures: { flowC: 45, returnC: 35, roomC: 24 },
    });
    expect(parse({ area: '6', roomType: 'bathroom', room: '22' })).toMatchObject({
      room: { roomC: 22, roomSource: 'chosen' },
    });
  });

  it('passes only what the method uses', () => {
    expect(parse({ method: 'area', area: '30', insulation: 'unrenovated', height: 'junk' })).toMatchObject({
      status: 'valid',
      room: { method: 'area', floorAreaM2: 30, insulation: 'unrenovated' },
    });
    expect(parse({ method: 'known', load: '1500', area: '0', walls: '9' })).toMatchObject({
      status: 'valid',
      room: { method: 'known', loadW: 1500 },
    });
  });

  it('keeps what was sent for the form, the first of repeated parameters', () => {
    const result = parse({ area: ['25', '99'], postcode: ' 1010 ', type: 'panel' });
    expect(result).toMatchObject({ status: 'valid', values: { area: 25, postcode: '1010', type: 'panel' } });
    if (result.status !== 'valid') throw new Error('expected a valid query');
    expect(result.sent).toMatchObject({ area: '25', postcode: '1010', type: 'panel', load: '' });
  });

  it('is one schema the form can run on its own', () => {
    const parsed = configuratorQuerySchema('DE').safeParse({ area: '18', postcode: '80331' });
    expect(parsed.success && parsed.data.room.designOutdoorC).toBe(-16);
    const refused = configuratorQuerySchema('DE').safeParse({ area: '18', postcode: '1010' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map(({ message }) => message)).toEqual(['configurator.postcodeInvalid']);
  });
});
