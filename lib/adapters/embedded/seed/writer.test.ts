import { sqlLiteral } from './writer';

describe('sqlLiteral', () => {
  it('doubles quotes so seed texts with apostrophes stay one literal', () => {
    expect(sqlLiteral("Aquavia's 'Lineo'")).toBe("'Aquavia''s ''Lineo'''");
  });

  it('writes numbers, booleans, nulls, dates, JSON and bytes', () => {
    expect(sqlLiteral(12.5)).toBe('12.5');
    expect(sqlLiteral(false)).toBe('FALSE');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(new Date(Date.UTC(2026, 0, 2)))).toBe("'2026-01-02T00:00:00.000Z'");
    expect(sqlLiteral({ a: "it's" })).toBe(`'{"a":"it''s"}'`);
    expect(sqlLiteral(Buffer.from([0, 255]))).toBe("'\\x00ff'::bytea");
  });

  it('refuses numbers SQL cannot hold', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });
});
