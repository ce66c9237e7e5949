import { decodeKeptValues, encodeKeptValues } from './form-flash';
import { keptFields } from './schemas';

describe('kept form values', () => {
  it('gives back what a form sent, but never a password', () => {
    const kept = decodeKeptValues(
      encodeKeptValues({
        street: 'Hauptstraße',
        postcode: '4020',
        password: 'geheim geheim',
        oldPassword: 'x',
      }),
    );
    expect(kept).toEqual({ street: 'Hauptstraße', postcode: '4020' });
  });

  it('keeps spam-sized input in a cookie a browser still stores, shortened rather than lost', () => {
    const huge = Object.fromEntries(keptFields.map((name) => [name, '😀'.repeat(10_000)]));
    const cookie = encodeKeptValues(huge);
    expect(cookie.length).toBeLessThanOrEqual(3_000);
    const kept = decodeKeptValues(cookie);
    expect(Object.keys(kept)).toEqual([...keptFields]);
    expect([...kept.street!].length).toBe(20);
  });

  it('ignores a cookie that is not ours', () => {
    expect(decodeKeptValues('not base64 json')).toEqual({});
    expect(decodeKeptValues(Buffer.from('{"isAdmin":"1","city":7}').toString('base64url'))).toEqual({});
  });
});
