import type { Appointment } from './appointment-book';

/** A time taken off the appointment book: one area's teams, or all the store's when `areaId` is null. */
export interface AppointmentBlock {
  id: number;
  store: string;
  areaId: string | null;
  startsAt: Date;
  endsAt: Date;
  reason: string;
}

export type NewBlock = Omit<AppointmentBlock, 'id'>;

/** A team's calendar subscription, as listed: its secret is never shown again after it was made. */
export interface InstallerFeed {
  id: number;
  store: string;
  areaId: string;
  team: number;
  label: string;
  createdAt: Date;
}

export type NewFeed = Pick<InstallerFeed, 'store' | 'areaId' | 'team' | 'label'>;

/** The operators' side of the appointment book: what the teams do when, the times taken off, their feeds. */
export interface InstallerDiary {
  /** Appointments of the store overlapping [from, to) that hold a team, by area, team and start. */
  appointmentsIn(store: string, from: Date, to: Date, now: Date): Promise<Appointment[]>;
  /** Blocks of the store overlapping [from, to), by start. */
  blocksIn(store: string, from: Date, to: Date): Promise<AppointmentBlock[]>;
  /** null when the block ends before it starts. */
  addBlock(block: NewBlock): Promise<AppointmentBlock | null>;
  /** False when the store has no such block. */
  removeBlock(id: number, store: string): Promise<boolean>;
  /** The new feed and its token, which only this answer ever holds. */
  createFeed(feed: NewFeed, now: Date): Promise<{ feed: InstallerFeed; token: string }>;
  /** The store's feeds not revoked, newest first. */
  feedsOf(store: string): Promise<InstallerFeed[]>;
  /** False when the store has no such live feed. */
  revokeFeed(id: number, store: string, now: Date): Promise<boolean>;
  /** The live feed the token opens, or null (unknown and revoked alike). */
  feedByToken(token: string): Promise<InstallerFeed | null>;
  /**
   * The team's appointments from `from` on: those holding it, and those cancelled in the last 30 days, which a
   * subscribed calendar must see once to drop.
   */
  teamAppointments(
    store: string,
    areaId: string,
    team: number,
    from: Date,
    now: Date,
  ): Promise<Appointment[]>;
}
