import { z } from 'zod';
import { serviceKinds } from './schedule';
import {
  DEFAULT_SERVICE_AREAS,
  normalizePostcode,
  postcodeShapeOk,
  serviceAreaOf,
  type AppointmentStore,
  type ServiceAreaConfig,
} from './service-area';

/** The fields of the booking form, in the order the form and its error summary show them. */
export const bookingFields = [
  'serviceKind',
  'postcode',
  'startsAt',
  'street',
  'city',
  'name',
  'email',
  'phone',
  'note',
  'orderRef',
] as const;
export type BookingField = (typeof bookingFields)[number];

export const NAME_MAX_LENGTH = 100;
export const NOTE_MAX_LENGTH = 500;
export const STREET_MAX_LENGTH = 120;
export const CITY_MAX_LENGTH = 80;

// The rules of lib/validation/plain-text.ts, repeated so these rules import nothing of the shop: control characters
// split mail headers and logs; a note keeps its tabs and line breaks.
const inSingleLine = /[\p{Cc}\p{Cs}]/u;
const inMultiLine = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

/** The HTML standard's valid e-mail address, which calendar software (and the ics package) holds invites to. */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A required line of text: trimmed, not empty, not too long, without control characters. */
const line = (max: number, required: string, invalid: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(max, { message: invalid })
    .refine((text) => !inSingleLine.test(text), { message: invalid });

// A form sends an empty optional field as ''; it means "not given", not "invalid".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/**
 * A booking as the form sends it, one schema for the browser and the handler; each message is a key under
 * `appointment`. `startsAt` comes out as a Date, still to be checked with isBookableSlot: only the schedule knows
 * whether the slot is free. The postcode comes out without spaces, inside one of the store's service areas.
 */
export function bookingSchema(store: AppointmentStore, areas: ServiceAreaConfig = DEFAULT_SERVICE_AREAS) {
  return z.object({
    serviceKind: z.enum(serviceKinds, { message: 'appointment.serviceKindRequired' }),
    postcode: z
      .string({ message: 'appointment.postcodeInvalid' })
      .transform(normalizePostcode)
      .refine((code) => postcodeShapeOk(store, code), { message: 'appointment.postcodeInvalid', abort: true })
      .refine((code) => serviceAreaOf(store, code, areas) !== null, { message: 'appointment.outsideArea' }),
    startsAt: z.iso
      .datetime({ offset: true, message: 'appointment.slotRequired' })
      .transform((instant) => new Date(instant)),
    // Where the team rings: the postcode finds the area, the street and town the door.
    street: line(STREET_MAX_LENGTH, 'appointment.streetRequired', 'appointment.streetInvalid'),
    city: line(CITY_MAX_LENGTH, 'appointment.cityRequired', 'appointment.cityInvalid'),
    name: z
      .string({ message: 'appointment.nameRequired' })
      .trim()
      .min(1, { message: 'appointment.nameRequired' })
      .max(NAME_MAX_LENGTH, { message: 'appointment.nameInvalid' })
      .refine((name) => !inSingleLine.test(name), { message: 'appointment.nameInvalid' }),
    email: z
      .string({ message: 'appointment.emailInvalid' })
      .trim()
      .max(254, { message: 'appointment.emailInvalid' })
      .pipe(z.email({ message: 'appointment.emailInvalid' }))
      // The invite's attendee must be an address calendars take: WHATWG's rule, no label starting or ending in "-".
      .refine((email) => WHATWG_EMAIL.test(email), { message: 'appointment.emailInvalid' }),
    // A number the team can call from the road: digits with the usual separators, optionally international.
    phone: optional(
      z
        .string({ message: 'appointment.phoneInvalid' })
        .trim()
        .regex(/^\+?[\d ()/.-]{6,30}$/, { message: 'appointment.phoneInvalid' })
        .refine((phone) => phone.replace(/\D/g, '').length >= 6, { message: 'appointment.phoneInvalid' }),
    ),
    note: optional(
      z
        .string({ message: 'appointment.noteInvalid' })
        .refine((note) => !inMultiLine.test(note), { message: 'appointment.noteInvalid', abort: true })
        // A form sends line breaks as CR LF; kept as LF, so the length counts what the customer sees.
        .transform((note) => note.replace(/\r\n?/g, '\n').trim())
        .refine((note) => note.length <= NOTE_MAX_LENGTH, { message: 'appointment.noteTooLong' }),
    ),
    orderRef: optional(
      z
        .string({ message: 'appointment.orderInvalid' })
        .transform((ref) => ref.trim().toUpperCase())
        .refine((ref) => /^ORD\d{12}$/.test(ref), { message: 'appointment.orderInvalid' }),
    ),
  });
}
export type BookingInput = z.output<ReturnType<typeof bookingSchema>>;

/** Each field's first error as its message key, in form order; empty when the booking may go on to the slot check. */
export function bookingErrors(
  store: AppointmentStore,
  values: unknown,
  areas: ServiceAreaConfig = DEFAULT_SERVICE_AREAS,
): Partial<Record<BookingField, string>> {
  const parsed = bookingSchema(store, areas).safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<BookingField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = bookingFields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return Object.fromEntries(
    bookingFields.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])),
  );
}
