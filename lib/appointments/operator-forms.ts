import { z } from 'zod';
import { isLocalDate } from './operator-day';
import { DEFAULT_SCHEDULES, teamsIn } from './schedule';
import { DEFAULT_SERVICE_AREAS, type AppointmentStore } from './service-area';
import { zonedWallTime } from './zoned-time';

export const REASON_MAX_LENGTH = 200;
export const LABEL_MAX_LENGTH = 100;
const MAX_ID = 2_147_483_647;

// Control characters split log lines and calendar text; a block's reason and a feed's label are one line each.
const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !/[\p{Cc}\p{Cs}]/u.test(text));
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const localDate = z.string().refine(isLocalDate);
const id = z.coerce.number().int().positive().max(MAX_ID);
const areaIds = (store: AppointmentStore) => DEFAULT_SERVICE_AREAS[store].map((area) => area.id);

/**
 * A block from the operators' form: an area ('' for all of the store's), a day and two wall-clock times read on the
 * store's clock, as the operators and the teams read them. The end must come after the start the same day.
 */
export const addBlockSchema = (store: AppointmentStore) =>
  z
    .object({
      action: z.literal('add'),
      areaId: z.union([z.literal(''), z.enum(areaIds(store))]),
      date: localDate,
      from: clockTime,
      to: clockTime,
      reason: singleLine(REASON_MAX_LENGTH),
    })
    // Zod checks this also when a time was malformed: 'HH:MM' strings compare as their times, and nothing throws.
    .refine((block) => String(block.to) > String(block.from), { path: ['to'] })
    .transform(({ areaId, date, from, to, reason }) => {
      const { timeZone } = DEFAULT_SCHEDULES[store];
      return {
        store,
        areaId: areaId === '' ? null : areaId,
        startsAt: zonedWallTime(date, from, timeZone),
        endsAt: zonedWallTime(date, to, timeZone),
        reason,
        day: date,
      };
    });

/** The add-block form's own fields: what a refusal gives back to the form. */
const blockFormFields = ['areaId', 'date', 'from', 'to', 'reason'] as const;
export type KeptBlockValues = Partial<Record<(typeof blockFormFields)[number], string>>;

/**
 * A refused block's values, for the form it came from, each cut to what its field may hold; also what the page
 * reads back, so anything else is dropped.
 */
export function keptBlockValues(source: Record<string, unknown>): KeptBlockValues {
  return Object.fromEntries(
    blockFormFields.flatMap((name) => {
      const given = source[name];
      const value = Array.isArray(given) ? given[0] : given;
      const max = name === 'reason' ? REASON_MAX_LENGTH : 40;
      return typeof value === 'string' && value !== '' ? [[name, [...value].slice(0, max).join('')]] : [];
    }),
  );
}

export const removeBlockSchema = z.object({ action: z.literal('remove'), blockId: id });

/** A feed for one team of one of the store's areas; the label says whose calendar it is ("Team Meidling"). */
export const createFeedSchema = (store: AppointmentStore) =>
  z
    .object({
      action: z.literal('create'),
      areaId: z.enum(areaIds(store)),
      team: z.coerce.number().int().positive(),
      label: singleLine(LABEL_MAX_LENGTH),
    })
    .refine((feed) => feed.team <= teamsIn(DEFAULT_SCHEDULES[store], feed.areaId), { path: ['team'] });

export const revokeFeedSchema = z.object({ action: z.literal('revoke'), feedId: id });

/**
 * The day to go back to: a block's own date, so the operator sees the block just added, else the day the form was
 * sent from; anything else goes back to today.
 */
export const dayOfFields = (fields: Record<string, unknown>) =>
  isLocalDate(fields.date) ? fields.date : isLocalDate(fields.day) ? fields.day : null;
