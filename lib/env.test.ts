import { ConfigurationError, loadEnv } from './env';

describe('loadEnv', () => {
  it('needs no settings at all for the embedded default', () => {
    const config = loadEnv({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DATA_DIR).toBe('./data/pglite');
    expect(config.SEED_PRODUCTS).toBe(3000);
    expect(config.SHOP_HOST_MAP.size).toBe(0);
  });

  it('treats blank values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '  ', SEED_PRODUCTS: '' }).DATABASE_URL).toBeUndefined();
  });

  it('parses a host map into store codes', () => {
    const config = loadEnv({ SHOP_HOST_MAP: 'www.Sanitaerwelt.at=at, shop.example.com = RO' });
    expect([...config.SHOP_HOST_MAP]).toEqual([
      ['www.sanitaerwelt.at', 'at'],
      ['shop.example.com', 'ro'],
    ]);
  });

  it('parses public store origins', () => {
    const config = loadEnv({ SHOP_ORIGINS: 'at=http://at.localhost:3100, RO=https://www.sanitarlume.ro/' });
    expect([...config.SHOP_ORIGINS]).toEqual([
      ['at', 'http://at.localhost:3100'],
      ['ro', 'https://www.sanitarlume.ro'],
    ]);
    expect(() => loadEnv({ SHOP_ORIGINS: 'at=ftp://x' })).toThrow(ConfigurationError);
    expect(() => loadEnv({ SHOP_ORIGINS: 'fr=https://x.fr' })).toThrow(ConfigurationError);
    expect(() => loadEnv({ SHOP_ORIGINS: 'at=https://x.at/shop' })).toThrow(ConfigurationError);
  });

  it('runs on the embedded backend unless told another, and refuses a backend it has no adapter for', () => {
    expect(loadEnv({}).SHOP_BACKEND).toBe('embedded');
    expect(loadEnv({ SHOP_BACKEND: ' ' }).SHOP_BACKEND).toBe('embedded');
    expect(loadEnv({ SHOP_BACKEND: 'embedded' }).SHOP_BACKEND).toBe('embedded');
    expect(() => loadEnv({ SHOP_BACKEND: 'magento' })).toThrow(/SHOP_BACKEND/);
  });

  it('reads an OpenSearch cluster and index prefix, refusing what is not one', () => {
    expect(loadEnv({}).OPENSEARCH_URL).toBeUndefined();
    expect(loadEnv({}).OPENSEARCH_INDEX_PREFIX).toBe('shop-');
    const config = loadEnv({
      OPENSEARCH_URL: 'https://search:secret@os.internal:9200',
      OPENSEARCH_INDEX_PREFIX: 'at-',
    });
    expect([config.OPENSEARCH_URL, config.OPENSEARCH_INDEX_PREFIX]).toEqual([
      'https://search:secret@os.internal:9200',
      'at-',
    ]);
    expect(() => loadEnv({ OPENSEARCH_URL: 'os.internal:9200' })).toThrow(ConfigurationError);
    expect(() => loadEnv({ OPENSEARCH_INDEX_PREFIX: 'Shop/' })).toThrow(ConfigurationError);
  });

  it('trusts the proxies in TRUSTED_PROXIES only, refusing what is no address or range', () => {
    expect(loadEnv({}).TRUSTED_PROXIES.includes('127.0.0.1')).toBe(false);
    const proxies = loadEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' }).TRUSTED_PROXIES;
    expect(proxies.includes('::ffff:10.1.2.3')).toBe(true);
    expect(() => loadEnv({ TRUSTED_PROXIES: '127.0.0.1, nginx' })).toThrow(/TRUSTED_PROXIES: "nginx" is not/);
  });

  it('asks no rating provider until told its http(s) address', () => {
    expect(loadEnv({}).SHOPVOTE_API_URL).toBeUndefined();
    expect(loadEnv({ SHOPVOTE_API_URL: 'http://127.0.0.1:3999/rating/' }).SHOPVOTE_API_URL).toBe(
      'http://127.0.0.1:3999/rating',
    );
    expect(() => loadEnv({ SHOPVOTE_API_URL: 'widgets.shopvote.de/api' })).toThrow(ConfigurationError);
  });

  it('keeps browsers on https for a year unless told otherwise, refusing ages that are not whole seconds', () => {
    expect(loadEnv({})).toMatchObject({ HSTS_MAX_AGE_SECONDS: 31_536_000, HSTS_INCLUDE_SUBDOMAINS: false });
    expect(loadEnv({ HSTS_MAX_AGE_SECONDS: '0', HSTS_INCLUDE_SUBDOMAINS: 'true' })).toMatchObject({
      HSTS_MAX_AGE_SECONDS: 0,
      HSTS_INCLUDE_SUBDOMAINS: true,
    });
    for (const bad of [
      { HSTS_MAX_AGE_SECONDS: '-1' },
      { HSTS_MAX_AGE_SECONDS: '1y' },
      { HSTS_INCLUDE_SUBDOMAINS: 'yes' },
    ])
      expect(() => loadEnv(bad)).toThrow(ConfigurationError);
  });

  it('lists every bad setting in one error', () => {
    let error: unknown;
    try {
      loadEnv({
        DATABASE_URL: 'mysql://localhost/shop',
        SHOP_HOST_MAP: 'example.com=fr',
        SEED_PRODUCTS: '-3',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    const problems = (error as ConfigurationError).problems.map((problem) => problem.name).sort();
    expect(problems).toEqual(['DATABASE_URL', 'SEED_PRODUCTS', 'SHOP_HOST_MAP']);
    expect((error as Error).message).toContain('3 settings are invalid');
    expect((error as Error).message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });
});
