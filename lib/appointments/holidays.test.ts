import { isPublicHoliday, publicHolidaysOf } from './holidays';
import { DEFAULT_SERVICE_AREAS, serviceAreaOf, type ServiceArea } from './service-area';

const area = (...args: Parameters<typeof serviceAreaOf>): ServiceArea => {
  const found = serviceAreaOf(...args);
  if (!found) throw new Error(`no area for ${args.join(' ')}`);
  return found;
};
const munich = area('de', '80331');
const berlin = area('de', '10115');
const vienna = area('at', '1010');
const bucharest = area('ro', '010011');

describe('public holidays', () => {
  it('knows Mariä Empfängnis, 8 December, in Austria', () => {
    expect(isPublicHoliday('at', vienna, '2026-12-08')).toBe(true);
    expect(isPublicHoliday('at', vienna, '2026-10-26')).toBe(true);
    expect(isPublicHoliday('at', vienna, '2026-12-09')).toBe(false);
  });

  it('knows Epiphany in Bavaria but not in Berlin', () => {
    expect(isPublicHoliday('de', munich, '2026-01-06')).toBe(true);
    expect(isPublicHoliday('de', berlin, '2026-01-06')).toBe(false);
  });

  it("knows International Women's Day in Berlin but not in Bavaria", () => {
    expect(isPublicHoliday('de', berlin, '2026-03-08')).toBe(true);
    expect(isPublicHoliday('de', berlin, '2027-03-08')).toBe(true);
    expect(isPublicHoliday('de', munich, '2027-03-08')).toBe(false);
  });

  it('knows Sf. Andrei (30 November) and the national day (1 December) in Romania', () => {
    expect(isPublicHoliday('ro', bucharest, '2026-11-30')).toBe(true);
    expect(isPublicHoliday('ro', bucharest, '2026-12-01')).toBe(true);
    expect(isPublicHoliday('ro', bucharest, '2026-12-02')).toBe(false);
  });

  it('counts only public holidays: Christmas Eve and observances are working days', () => {
    expect(isPublicHoliday('at', vienna, '2026-12-24')).toBe(false);
    expect(isPublicHoliday('de', munich, '2026-12-31')).toBe(false);
    expect(isPublicHoliday('de', berlin, '2026-11-18')).toBe(false);
    expect(isPublicHoliday('ro', bucharest, '2026-03-08')).toBe(false);
  });

  it('works each region and year out once', () => {
    const first = publicHolidaysOf('de', 'BY', 2031);
    expect(publicHolidaysOf('de', 'BY', 2031)).toBe(first);
    expect(publicHolidaysOf('de', 'BE', 2031)).not.toBe(first);
    expect(publicHolidaysOf('de', 'BY', 2032)).not.toBe(first);
  });

  it('refuses a state date-holidays does not know rather than skip its holidays', () => {
    expect(() => publicHolidaysOf('de', 'XX', 2026)).toThrow(/no state XX in DE/);
    const typo: ServiceArea = { ...DEFAULT_SERVICE_AREAS.de[0]!, state: 'Bayern' };
    expect(() => isPublicHoliday('de', typo, '2026-01-06')).toThrow(/no state Bayern/);
  });
});
