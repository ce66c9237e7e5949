import 'server-only';
import { bookingErrors } from '../appointments/booking-schema';
import { DEFAULT_SCHEDULES, serviceKinds, type ServiceKind } from '../appointments/schedule';
import type { OpenSlot } from '../appointments/slots';
import type { AppointmentStore, ServiceArea } from '../appointments/service-area';
import { readPageMessage, type PageMessage } from '../api/page-message';
import type { KeptBooking } from './booking-flash';
import { areaFor, DAYS_SHOWN, LAST_SLOT_PAGE, searchSlots, slotPageOf } from './slot-search';

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export interface BookingPageData {
  service: ServiceKind;
  postcode: string;
  postcodeProblem: 'postcodeInvalid' | 'outsideArea' | null;
  area: ServiceArea | null;
  slots: OpenSlot[];
  page: number;
  lastPage: number;
  timeZone: string;
  message: PageMessage | null;
  /** Each refused field's message key, from the values the refused form kept. */
  errors: Partial<Record<string, string>>;
}

const vocabulary = {
  notices: [],
  errors: [
    'appointment.invalid',
    'appointment.slotTaken',
    'appointment.slotUnavailable',
    'appointment.outsideArea',
    'appointment.failed',
    'request.tooMany',
    'captcha.missing',
    'captcha.invalid',
    'captcha.expired',
    'captcha.replayed',
  ],
  valueNames: ['seconds'],
  noticeKeys: {},
};

/** What the booking page shows for its query: the service and postcode asked, and the slots of their area. */
export async function bookingPage(
  query: Query,
  store: AppointmentStore,
  kept: KeptBooking,
  now: Date,
): Promise<BookingPageData> {
  const asked = first(query.service);
  const service = serviceKinds.find((kind) => kind === asked) ?? 'fitting';
  const postcode = first(query.postcode).trim().slice(0, 12);
  const page = slotPageOf(first(query.page));
  const lookup = postcode ? areaFor(store, postcode) : null;
  const area = lookup?.ok ? lookup.area : null;
  const slots = area ? await searchSlots(store, area, service, now, page * DAYS_SHOWN) : [];
  const message = readPageMessage(query, vocabulary);
  return {
    service,
    postcode,
    postcodeProblem: lookup && !lookup.ok ? lookup.problem : null,
    area,
    slots,
    page,
    lastPage: LAST_SLOT_PAGE,
    timeZone: DEFAULT_SCHEDULES[store].timeZone,
    message,
    errors: message
      ? {
          ...bookingErrors(store, { serviceKind: service, postcode, ...kept }),
          // A refused captcha is the captcha's field's error, beside its question.
          ...(message.key.startsWith('Errors.captcha.')
            ? { captcha_answer: message.key.slice('Errors.'.length) }
            : {}),
        }
      : {},
  };
}
