import { allKinds } from './catalogue';
import { safety, safetyRows } from './safety-texts';

describe('safety texts', () => {
  it('warn about every kind of goods and about no service', () => {
    for (const kind of allKinds) {
      if (kind.service) expect(kind.warnings).toEqual([]);
      else expect(kind.warnings.length).toBeGreaterThan(0);
    }
  });

  it('are one line in each language, since a stored text keeps a paragraph a line', () => {
    for (const paragraph of Object.values(safety))
      for (const text of Object.values(paragraph)) expect(text).toMatch(/^[^\n]{20,}$/);
  });

  it('give a product one row per seed locale, its paragraphs in order, and none without warnings', () => {
    expect(safetyRows(7, [safety.heavy, safety.slippery])).toEqual([
      { id: 7, locale: 'de_DE', warnings: `${safety.heavy.de}\n${safety.slippery.de}` },
      { id: 7, locale: 'ro_RO', warnings: `${safety.heavy.ro}\n${safety.slippery.ro}` },
      { id: 7, locale: 'en_US', warnings: `${safety.heavy.en}\n${safety.slippery.en}` },
    ]);
    expect(safetyRows(8, [])).toEqual([]);
  });
});
