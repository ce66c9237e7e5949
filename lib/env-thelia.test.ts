import { ConfigurationError, loadEnv } from './env';

const thelia = {
  SHOP_BACKEND: 'thelia',
  THELIA_URL: 'https://shop.example/open_api/',
  THELIA_PAYMENT_MODULE_ID: '3',
  THELIA_DELIVERY_MODULES: '1=10, 2 = 11',
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
    const config = loadEnv({ ...thelia, THELIA_LANGUAGE_IDS: 'ro=7', THELIA_FORWARD_SINCE: '2026-12-01' });
    expect(config.SHOP_BACKEND).toBe('thelia');
    expect(config.THELIA_URL).toBe('https://shop.example/open_api');
    expect(config.THELIA_PAYMENT_MODULE_ID).toBe(3);
    expect([...config.THELIA_DELIVERY_MODULES]).toEqual([
      [1, 10],
      [2, 11],
    ]);
    expect(config.THELIA_LANGUAGE_IDS).toEqual({ de: 1, ro: 7, en: 3 });
    expect(config.THELIA_FORWARD_SINCE?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('names every setting Thelia cannot run without, and none for the embedded backend', () => {
    expect(
      problemsOf({ SHOP_BACKEND: 'thelia' })
        .map((problem) => problem.name)
        .sort(),
    ).toEqual(['SESSION_SECRET', 'THELIA_DELIVERY_MODULES', 'THELIA_PAYMENT_MODULE_ID', 'THELIA_URL']);
    expect(problemsOf({})).toEqual([]);
  });

  it('refuses a module map or language ids it cannot read, saying which entry', () => {
    expect(problemsOf({ ...thelia, THELIA_DELIVERY_MODULES: '1=10, colissimo' })).toEqual([
      { name: 'THELIA_DELIVERY_MODULES', message: '"colissimo" is not storefrontModuleId=theliaModuleId' },
    ]);
    expect(problemsOf({ ...thelia, THELIA_LANGUAGE_IDS: 'fr=4' })).toEqual([
      { name: 'THELIA_LANGUAGE_IDS', message: '"fr=4" is not de|en|ro=theliaLangId' },
    ]);
    expect(problemsOf({ ...thelia, SHOP_BACKEND: 'magento' })[0]?.name).toBe('SHOP_BACKEND');
  });
});
