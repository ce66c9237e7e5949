import { decodeEntry, encodeEntry, packEntry, unpackEntry } from './entry-codec';

describe('the cache entry codec', () => {
  const page = {
    kind: 'APP_PAGE',
    html: '<h1>Heizkörper – Ø 22 mm</h1>',
    rscData: Buffer.from([0, 1, 2, 255]),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': 'catalogue,product:12' },
    status: 200,
  };

  it('keeps Buffers as Buffers and Maps as Maps, which plain JSON loses', () => {
    const decoded = decodeEntry<typeof page>(encodeEntry(page));
    expect(Buffer.isBuffer(decoded.rscData)).toBe(true);
    expect([...decoded.rscData]).toEqual([0, 1, 2, 255]);
    expect(decoded.segmentData).toBeInstanceOf(Map);
    expect(decoded.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(decoded).toEqual(page);
  });

  it('packs an entry small and unpacks it whole', async () => {
    const large = { ...page, html: page.html.repeat(5_000) };
    const packed = await packEntry(large);
    expect(packed.length).toBeLessThan(encodeEntry(large).length / 20);
    expect(await unpackEntry(packed)).toEqual(large);
  });
});
