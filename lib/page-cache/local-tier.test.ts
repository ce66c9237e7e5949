import { LocalTier } from './local-tier';

const entry = (value: string, tags: string[], lastModified: number, size = 10) => ({
  value,
  tags,
  lastModified,
  size,
});

describe('the per-instance tier', () => {
  let now = 1_000;
  const tier = () => new LocalTier<string>(25, () => now);

  it('forgets the least recently used entries beyond its bytes', () => {
    const local = tier();
    local.set('a', entry('A', [], now));
    local.set('b', entry('B', [], now));
    local.get('a');
    local.set('c', entry('C', [], now));
    expect(local.get('a')?.value).toBe('A');
    expect(local.get('b')).toBeNull();
    expect(local.get('c')?.value).toBe('C');
  });

  it('drops an entry whose tag expired after it was written, and only that one', () => {
    const local = tier();
    local.set('product', entry('P', ['product:12'], now));
    local.set('category', entry('C', ['category:3'], now));
    now += 10;
    local.revalidate(['product:12'], null);
    expect(local.get('product')).toBeNull();
    expect(local.get('category')?.value).toBe('C');
    local.set('product', entry('P2', ['product:12'], now + 1));
    expect(local.get('product')?.value).toBe('P2');
  });

  it('serves an entry stale under a profile until the profile lets it expire', () => {
    const local = tier();
    local.set('brand', entry('B', [], now));
    now += 10;
    local.revalidate(['brand:5'], { expireSeconds: 60 });
    expect(local.get('brand', ['brand:5'])).toMatchObject({ value: 'B', stale: true });
    now += 61_000;
    expect(local.get('brand', ['brand:5'])).toBeNull();
  });
});
