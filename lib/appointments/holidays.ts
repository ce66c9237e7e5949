import Holidays from 'date-holidays';
import type { AppointmentStore, ServiceArea } from './service-area';

const countryOf: Readonly<Record<AppointmentStore, string>> = { at: 'AT', de: 'DE', ro: 'RO' };

// date-holidays works a year's rules out afresh on every call (Easter, substitute days); a slot list asks for each
// of 60 days, so each year of each region is worked out once for the life of the process.
const cache = new Map<string, ReadonlySet<string>>();

/**
 * The local dates ('YYYY-MM-DD') of `year` that are public holidays in the store's country and, when given, the
 * state. Only type 'public' counts: bank holidays (24 and 31 December) and observances are working days for the
 * teams. Throws on a state date-holidays does not know, which would otherwise silently yield no state holidays.
 */
export function publicHolidaysOf(
  store: AppointmentStore,
  state: string | undefined,
  year: number,
): ReadonlySet<string> {
  const country = countryOf[store];
  const key = `${country}/${state ?? ''}/${year}`;
  const known = cache.get(key);
  if (known) return known;
  if (state !== undefined && !(state in (new Holidays().getStates(country) ?? {}))) {
    throw new Error(`date-holidays knows no state ${state} in ${country}`);
  }
  const calendar = state === undefined ? new Holidays(country) : new Holidays(country, state);
  const dates = new Set(
    calendar
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => holiday.date.slice(0, 10)),
  );
  cache.set(key, dates);
  return dates;
}

/** True when the area's teams have a public holiday on `localDate` ('YYYY-MM-DD'). */
export function isPublicHoliday(store: AppointmentStore, area: ServiceArea, localDate: string): boolean {
  return publicHolidaysOf(store, area.state, Number(localDate.slice(0, 4))).has(localDate);
}
