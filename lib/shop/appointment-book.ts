/** 'held' while a checkout keeps the place, 'confirmed' once booked, 'cancelled' when given up or expired. */
export type AppointmentStatus = 'held' | 'confirmed' | 'cancelled';

export interface Appointment {
  id: number;
  /** iCalendar UID: the invite a change sends (with a higher sequence) updates the same event. */
  uid: string;
  sequence: number;
  store: string;
  language: string;
  areaId: string;
  team: number;
  serviceKind: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  heldUntil: Date | null;
  orderId: number | null;
  customerId: number | null;
  name: string;
  email: string;
  phone: string | null;
  street: string;
  postcode: string;
  city: string;
  note: string | null;
}

/** What a booking asks for: a time of an area, to be given to any of its `teams` that is free. */
export interface AppointmentRequest extends Omit<
  Appointment,
  'id' | 'sequence' | 'team' | 'status' | 'heldUntil'
> {
  teams: number;
  /** The end and the travel buffer after it: the team's time the appointment takes. */
  busyUntil: Date;
  /** A checkout's hold: the place is kept for the cart until then, and given up unless the order confirms it. */
  hold: { until: Date; cartId: number | null } | null;
}

/** A stretch of time appointments of an area take, for the slot rules. */
export interface TakenTime {
  startsAt: Date;
  endsAt: Date;
}

/** An appointment's time and the team it took. */
export interface TakenTeam extends TakenTime {
  team: number;
}

/**
 * The installers' appointment book, in the storefront's own database. No team is ever booked twice for one time:
 * the book refuses (null) rather than overfill, however many ask at once.
 */
export interface AppointmentBook {
  /** Appointments of an area overlapping [from, to) that hold a team: confirmed, or held and not yet expired. */
  takenIn(areaId: string, from: Date, to: Date, now: Date): Promise<TakenTeam[]>;
  /** Blocked times of the store overlapping [from, to) for the area (and those for all its areas). */
  blockedIn(store: string, areaId: string, from: Date, to: Date): Promise<TakenTime[]>;
  /** Books the time for the first free team, or null when every team is taken meanwhile. */
  book(request: AppointmentRequest, now: Date): Promise<Appointment | null>;
  get(id: number): Promise<Appointment | null>;
  /** Cancels a booked or held appointment (its sequence one higher, for the calendar); null when there is none. */
  cancel(id: number, now: Date): Promise<Appointment | null>;
  /**
   * Moves a confirmed appointment to another time of its area, given to the first team free then (its own team
   * included, its old time no longer counting), its sequence one higher; null when every team is taken then or
   * the appointment is no longer confirmed.
   */
  move(id: number, time: AppointmentTime, teams: number, now: Date): Promise<Appointment | null>;
  /**
   * The cart's latest hold not yet confirmed with an order (checkout): held, or cancelled after it ran out, which
   * the checkout must tell. Null when the cart holds none, or gave its hold up.
   */
  cartHold(cartId: number): Promise<Appointment | null>;
  /** Keeps a live hold until `until`: false when it ran out or is no longer held. */
  extendHold(id: number, until: Date, now: Date): Promise<boolean>;
  /** Gives up what a cart holds, so its time is free for others at once (the shopper chose another, or none). */
  releaseHolds(cartId: number, now: Date): Promise<void>;
  /**
   * Turns a cart's hold into the order's appointment, with who and where from the order: null when the hold is
   * gone (cancelled by a later booking after it ran out).
   */
  confirmHold(id: number, confirmation: HoldConfirmation, now: Date): Promise<Appointment | null>;
  /** The appointment an order confirmed at checkout, while it stands. */
  forOrder(orderId: number): Promise<Appointment | null>;
  /** A customer's appointments (not cancelled), soonest first: their account lists them. */
  listForCustomer(customerId: number): Promise<Appointment[]>;
  /**
   * Confirmed appointments starting in [from, to) whose reminder is neither sent nor claimed by a live lease,
   * soonest first, at most `limit`: what the reminder sweep looks at.
   */
  remindersPending(from: Date, to: Date, now: Date, limit: number): Promise<Appointment[]>;
  /**
   * Claims the sending of a reminder until `leaseUntil`, answering the appointment as it is at the claim (a move
   * a moment ago shows): null when it went, or another sweep holds it.
   */
  claimReminder(id: number, now: Date, leaseUntil: Date): Promise<Appointment | null>;
  /** The reminder went: no sweep takes it again. Only the claim's own lease marks it (a move since resets it). */
  markReminderSent(id: number, leaseUntil: Date, now: Date): Promise<void>;
  /** Sending failed: the next sweep may try again without waiting for the claim's lease. */
  releaseReminder(id: number, leaseUntil: Date): Promise<void>;
}

/** Where an appointment sits in its team's day: its start, its end and the travel buffer after it. */
export interface AppointmentTime {
  startsAt: Date;
  endsAt: Date;
  busyUntil: Date;
}

/** What an order adds to the place its cart held: the order, and who the installers visit where. */
export type HoldConfirmation = Pick<
  Appointment,
  'orderId' | 'customerId' | 'name' | 'email' | 'phone' | 'street' | 'postcode' | 'city'
>;
