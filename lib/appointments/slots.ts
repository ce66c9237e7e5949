import { dayRefusal, gridOf, judge, rulesOf, type SlotQuery, type SlotRefusal } from './slot-rules';
import { addDays, wallTimeOf } from './zoned-time';

export type { BlockedRange, BookedSlot, SlotQuery, SlotRefusal } from './slot-rules';

export interface OpenSlot {
  /** The UTC instant; localDate and localTime are the same moment on the store's wall clock, for display. */
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly localDate: string;
  readonly localTime: string;
  readonly remaining: number;
}

/** The slots a customer may book over the `days` local days from today, each with its places left. */
export function openSlots(query: SlotQuery & { readonly days: number }): OpenSlot[] {
  const rules = rulesOf(query);
  const slots: OpenSlot[] = [];
  for (let offset = 0; offset < query.days; offset += 1) {
    const localDate = addDays(rules.today, offset);
    const refusal = dayRefusal(rules, localDate);
    if (refusal === 'beyondHorizon') break;
    if (refusal) continue;
    for (const { localTime, startsAt } of gridOf(rules, localDate)) {
      const verdict = judge(rules, startsAt.getTime());
      if ('refusal' in verdict) continue;
      const endsAt = new Date(startsAt.getTime() + rules.slotMs);
      slots.push({ startsAt, endsAt, localDate, localTime, remaining: verdict.remaining });
    }
  }
  return slots;
}

/**
 * Why one requested start cannot be booked, or null when it can: the booking handler's check, by the same rules
 * as openSlots, since the start comes from the client and may be stale or made up.
 */
export function isBookableSlot(query: SlotQuery & { readonly startsAt: Date }): SlotRefusal | null {
  const rules = rulesOf(query);
  const start = query.startsAt.getTime();
  if (Number.isNaN(start)) return 'notOnGrid';
  if (start < rules.earliest) return 'tooSoon';
  const { localDate } = wallTimeOf(query.startsAt, query.schedule.timeZone);
  const refusal = dayRefusal(rules, localDate);
  if (refusal) return refusal;
  if (!gridOf(rules, localDate).some((slot) => slot.startsAt.getTime() === start)) return 'notOnGrid';
  const verdict = judge(rules, start);
  return 'refusal' in verdict ? verdict.refusal : null;
}
