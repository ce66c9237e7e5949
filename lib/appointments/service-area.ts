/**
 * The stores that send installers: the shop's store codes (lib/shop/codes.ts), repeated here so the appointment
 * rules stay free of the shop's modules and can be tested on their own.
 */
export const appointmentStores = ['at', 'de', 'ro'] as const;
export type AppointmentStore = (typeof appointmentStores)[number];

/** Inclusive, written out to the store's full postcode length so plain string comparison orders them. */
export interface PostcodeRange {
  readonly from: string;
  readonly to: string;
}

export interface ServiceArea {
  readonly id: string;
  readonly name: string;
  readonly postcodes: readonly PostcodeRange[];
  /**
   * The federal state, as date-holidays codes it ('BY', 'BE', …): German public holidays are largely the states'
   * own (Epiphany in Bavaria, Women's Day in Berlin), so a German area must name one. Austrian and Romanian
   * areas leave it out: their statutory holidays are national.
   */
  readonly state?: string;
}

export type ServiceAreaConfig = Readonly<Record<AppointmentStore, readonly ServiceArea[]>>;

export const POSTCODE_LENGTH: Readonly<Record<AppointmentStore, number>> = { at: 4, de: 5, ro: 6 };

/**
 * Where the teams drive to. Postcode blocks follow the postal routes, not the state borders, so an area is a few
 * blocks rather than a state: Berlin ends at 14199, and the 14xxx beyond it is Brandenburg with other holidays.
 */
export const DEFAULT_SERVICE_AREAS: ServiceAreaConfig = {
  at: [
    { id: 'at-wien-noe', name: 'Wien & Niederösterreich', postcodes: [{ from: '1000', to: '3999' }] },
    { id: 'at-ooe', name: 'Oberösterreich', postcodes: [{ from: '4000', to: '4999' }] },
  ],
  de: [
    {
      id: 'de-muenchen',
      name: 'München & Oberbayern',
      postcodes: [{ from: '80000', to: '87999' }],
      state: 'BY',
    },
    { id: 'de-berlin', name: 'Berlin', postcodes: [{ from: '10000', to: '14199' }], state: 'BE' },
    { id: 'de-potsdam', name: 'Potsdam & Umland', postcodes: [{ from: '14200', to: '14999' }], state: 'BB' },
  ],
  ro: [
    { id: 'ro-bucuresti-ilfov', name: 'București & Ilfov', postcodes: [{ from: '010000', to: '079999' }] },
    { id: 'ro-cluj', name: 'Cluj', postcodes: [{ from: '400000', to: '409999' }] },
  ],
};

/** The postcode as compared and stored: the spaces a customer types around or inside it ('1010 ') dropped. */
export const normalizePostcode = (postcode: string): string => postcode.replace(/\s+/g, '');

/** True when `postcode` has the store's postcode form: 4 digits in Austria, 5 in Germany, 6 in Romania. */
export function postcodeShapeOk(store: AppointmentStore, postcode: string): boolean {
  return new RegExp(`^\\d{${POSTCODE_LENGTH[store]}}$`).test(normalizePostcode(postcode));
}

/** The store's area that serves `postcode`, or null when no team drives there (or the code is malformed). */
export function serviceAreaOf(
  store: AppointmentStore,
  postcode: string,
  areas: ServiceAreaConfig = DEFAULT_SERVICE_AREAS,
): ServiceArea | null {
  if (!postcodeShapeOk(store, postcode)) return null;
  const code = normalizePostcode(postcode);
  return (
    areas[store].find((area) => area.postcodes.some((range) => range.from <= code && code <= range.to)) ??
    null
  );
}

/** The store's area with this id (a booking records the id, not the postcode it was found by). */
export function serviceAreaById(
  store: AppointmentStore,
  id: string,
  areas: ServiceAreaConfig = DEFAULT_SERVICE_AREAS,
): ServiceArea | null {
  return areas[store].find((area) => area.id === id) ?? null;
}
