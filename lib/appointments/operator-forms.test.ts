import {
  addBlockSchema,
  createFeedSchema,
  dayOfFields,
  keptBlockValues,
  removeBlockSchema,
} from './operator-forms';

const block = {
  action: 'add',
  areaId: 'at-ooe',
  date: '2026-12-14',
  from: '08:00',
  to: '12:30',
  reason: ' Schulung ',
};

describe("the operators' forms", () => {
  it("read a block's times on the store's clock and '' as all areas", () => {
    expect(addBlockSchema('at').parse(block)).toEqual({
      store: 'at',
      areaId: 'at-ooe',
      startsAt: new Date('2026-12-14T07:00:00Z'),
      endsAt: new Date('2026-12-14T11:30:00Z'),
      reason: 'Schulung',
      day: '2026-12-14',
    });
    expect(addBlockSchema('ro').parse({ ...block, areaId: '' }).startsAt).toEqual(
      new Date('2026-12-14T06:00:00Z'),
    );
  });

  it("refuse a block ending before it starts, another store's area, a bad day or a reason with control characters", () => {
    for (const wrong of [
      { to: '08:00' },
      { areaId: 'de-berlin' },
      { date: '2026-02-30' },
      { from: '8:00' },
      { reason: 'a\u0007b' },
      { reason: '   ' },
    ])
      expect(addBlockSchema('at').safeParse({ ...block, ...wrong }).success).toBe(false);
    expect(removeBlockSchema.safeParse({ action: 'remove', blockId: '0' }).success).toBe(false);
  });

  it('take a feed for a team the area has, and no other', () => {
    const feed = { action: 'create', areaId: 'at-wien-noe', team: '3', label: 'Team 3' };
    expect(createFeedSchema('at').parse(feed)).toEqual({ ...feed, team: 3 });
    expect(createFeedSchema('at').safeParse({ ...feed, areaId: 'at-ooe' }).success).toBe(false);
    expect(createFeedSchema('at').safeParse({ ...feed, team: '0' }).success).toBe(false);
  });

  it("go back to a block's own date, else to the day the form was sent from when it is one", () => {
    expect(dayOfFields({ day: '2026-12-14' })).toBe('2026-12-14');
    expect(dayOfFields({ day: '2026-12-14', date: '2026-12-15' })).toBe('2026-12-15');
    expect(dayOfFields({ day: '../x' })).toBeNull();
  });

  it("give a refused block's own fields back, each cut to its field's length, and nothing else", () => {
    const long = 'x'.repeat(500);
    expect(
      keptBlockValues({
        ...block,
        reason: long,
        from: ['09:00', '10:00'],
        blockId: '7',
        language: 'de',
        to: '',
      }),
    ).toEqual({ areaId: block.areaId, date: block.date, from: '09:00', reason: 'x'.repeat(200) });
    expect(keptBlockValues({ from: 5, date: { not: 'text' } })).toEqual({});
  });
});
