import { reminderPauseStart, reminderWindow } from './reminder-window';

const now = new Date('2026-11-27T12:00:00Z');

describe('reminderWindow', () => {
  it('takes the carts untouched for the configured hours, up to a week', () => {
    expect(reminderWindow(now, 24)).toEqual({
      idleSince: new Date('2026-11-26T12:00:00Z'),
      touchedAfter: new Date('2026-11-20T12:00:00Z'),
    });
    expect(reminderWindow(now, 3)?.idleSince).toEqual(new Date('2026-11-27T09:00:00Z'));
  });

  it('sends none when switched off', () => {
    expect(reminderWindow(now, 0)).toBeNull();
  });
});

describe('reminderPauseStart', () => {
  it('holds a cart back for thirty days after its reminder', () => {
    expect(reminderPauseStart(now)).toEqual(new Date('2026-10-28T12:00:00Z'));
  });
});
