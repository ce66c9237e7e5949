import { decodeKeptReport, encodeKeptReport } from './report-flash';

describe('the kept values of a refused barrier report', () => {
  it('come back as they were typed, and nothing else', () => {
    const fields = {
      name: 'Ștefan Țurcanu',
      email: 'stefan@',
      page: '/cos',
      description: 'Butonul „Adaugă în coș” nu are etichetă.',
      language: 'ro',
      back: '/accesibilitate',
    };
    const { language: _language, back: _back, ...kept } = fields;
    expect(decodeKeptReport(encodeKeptReport(fields))).toEqual(kept);
  });

  it('stay small enough for a cookie, cutting only the longest description', () => {
    const long = 'ă'.repeat(2000);
    const cookie = encodeKeptReport({ email: 'a@b.ro', description: long });
    expect(cookie.length).toBeLessThanOrEqual(3800);
    const kept = decodeKeptReport(cookie);
    expect(kept.email).toBe('a@b.ro');
    expect(long.startsWith(kept.description!)).toBe(true);
    expect(kept.description!.length).toBeGreaterThanOrEqual(1000);
    const plain = 'x'.repeat(2000);
    expect(decodeKeptReport(encodeKeptReport({ description: plain })).description).toBe(plain);
  });

  it('are none for a cookie that is missing, too long or not ours', () => {
    expect(decodeKeptReport(undefined)).toEqual({});
    expect(decodeKeptReport('x'.repeat(4000))).toEqual({});
    expect(decodeKeptReport('not base64 json')).toEqual({});
    expect(decodeKeptReport(Buffer.from('[1,2]').toString('base64url'))).toEqual({});
    expect(decodeKeptReport(Buffer.from('{"email":3}').toString('base64url'))).toEqual({});
  });
});
