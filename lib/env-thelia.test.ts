import { ConfigurationError, loadEnv } from './env';

const thelia = {
  SHOP_BACKEND: 'thelia',
  THELIA_URL: 'https://shop.example/open_api/',
  THELIA_PAYMENT_MODULE_ID: '3',
  THELIA_DELIVERY_MODULES: '1=10, 2 = 11',
  THELIA_LANGUAGE_IDS: 'de=5, en=2, ro=6',
  SESSION_SECRET: 'x'.repeat(32),
};

const problemsOf = (source: Record<string, string>) => {
  try {
    loadEnv(source);
    return [];
  } catch (error) {
    return (error as ConfigurationError).problems;
  }
};

describe('the settings of SHOP_BACKEND=thelia', () => {
  it('reads where Thelia answers and how orders reach it', () => {
    const config = loadEnv({ ...thelia, THELIA_FORWARD_SINCE: '2026-12-01' });
    expect(config.SHOP_BACKEND).toBe('thelia');
    expect(config.THELIA_URL).toBe('https://shop.example/open_api');
    expect(config.THELIA_PAYMENT_MODULE_ID).toBe(3);
    expect([...config.THELIA_DELIVERY_MODULES]).toEqual([
      [1, 10],
      [2, 11],
    ]);
    expect(config.THELIA_LANGUAGE_IDS).toEqual({ de: 5, en: 2, ro: 6 });
    expect([config.THELIA_SESSION_COOKIE, config.THELIA_CART_COOKIE]).toEqual(['PHPSESSID', 'thelia_cart']);
    expect(config.THELIA_FORWARD_SINCE?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('names every setting Thelia cannot run without, and none for the embedded backend', () => {
    expect(
      problemsOf({ SHOP_BACKEND: 'thelia' })
        .map((problem) => problem.name)
        .sort(),
    ).toEqual([
      'SESSION_SECRET',
      'THELIA_DELIVERY_MODULES',
      'THELIA_LANGUAGE_IDS',
      'THELIA_PAYMENT_MODULE_ID',
      'THELIA_URL',
    ]);
    expect(problemsOf({})).toEqual([]);
  });

  it('refuses a module map or language ids it cannot read, saying which entry', () => {
    expect(problemsOf({ ...thelia, THELIA_DELIVERY_MODULES: '1=10, colissimo' })).toEqual([
      { name: 'THELIA_DELIVERY_MODULES', message: '"colissimo" is not storefrontModuleId=theliaModuleId' },
    ]);
    expect(problemsOf({ ...thelia, THELIA_LANGUAGE_IDS: 'fr=4' })).toEqual([
      { name: 'THELIA_LANGUAGE_IDS', message: '"fr=4" is not de|en|ro=theliaLangId' },
    ]);
    expect(problemsOf({ ...thelia, THELIA_LANGUAGE_IDS: 'de=5, en=2' })).toEqual([
      {
        name: 'THELIA_LANGUAGE_IDS',
        message: 'must name Thelia’s lang id of de, en and ro with SHOP_BACKEND=thelia (de=5, en=2, ro=6)',
      },
    ]);
    expect(problemsOf({ ...thelia, SHOP_BACKEND: 'magento' })[0]?.name).toBe('SHOP_BACKEND');
  });

  it('wants the OpenApi module’s address, over https unless Thelia is on this machine', () => {
    expect(problemsOf({ ...thelia, THELIA_URL: 'https://shop.example/' })[0]?.message).toMatch(/open_api/);
    expect(problemsOf({ ...thelia, THELIA_URL: 'http://shop.example/open_api' })[0]?.message).toMatch(
      /https/,
    );
    expect(problemsOf({ ...thelia, THELIA_URL: 'http://127.0.0.1:8080/index.php/open_api' })).toEqual([]);
  });
});
