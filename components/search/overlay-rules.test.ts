import { countLabel, groupContentLinks, nextResultIndex } from './overlay-rules';

describe('countLabel', () => {
  it('shows counts exactly below 10,000 and as 10,000+ from there', () => {
    expect(countLabel(9_999, 'de-DE')).toBe('9.999');
    expect(countLabel(10_000, 'de-DE')).toBe('10.000+');
    expect(countLabel(51_234, 'en-GB')).toBe('10,000+');
    expect(countLabel(0, 'ro-RO')).toBe('0');
  });
});

describe('groupContentLinks', () => {
  const link = (id: number, folder: { id: number; title: string } | null) => ({
    id,
    title: `Page ${id}`,
    url: `/page-${id}.html`,
    folder,
  });
  const help = { id: 3, title: 'Service & Hilfe' };
  const about = { id: 4, title: 'Über uns' };

  it('keeps each folder once, in the order of its best match, and pages without one together', () => {
    const groups = groupContentLinks([
      link(1, help),
      link(2, about),
      link(3, help),
      link(4, null),
      link(5, null),
    ]);
    expect(groups.map((group) => [group.folder?.title ?? null, group.links.map((l) => l.id)])).toEqual([
      ['Service & Hilfe', [1, 3]],
      ['Über uns', [2]],
      [null, [4, 5]],
    ]);
  });

  it('has no groups without links', () => {
    expect(groupContentLinks([])).toEqual([]);
  });
});

describe('nextResultIndex', () => {
  it('enters the results from the field and returns to it from the first', () => {
    expect(nextResultIndex(-1, 5, 'ArrowDown')).toBe(0);
    expect(nextResultIndex(0, 5, 'ArrowUp')).toBe(-1);
    expect(nextResultIndex(-1, 5, 'ArrowUp')).toBe(-1);
  });

  it('stops at the last result and jumps with Home and End', () => {
    expect(nextResultIndex(4, 5, 'ArrowDown')).toBe(4);
    expect(nextResultIndex(2, 5, 'Home')).toBe(0);
    expect(nextResultIndex(2, 5, 'End')).toBe(4);
  });

  it('leaves Home and End to the field, other keys alone, and does nothing without results', () => {
    expect(nextResultIndex(-1, 5, 'Home')).toBeNull();
    expect(nextResultIndex(1, 5, 'a')).toBeNull();
    expect(nextResultIndex(-1, 0, 'ArrowDown')).toBeNull();
  });
});
