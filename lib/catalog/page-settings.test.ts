import { changedSettings, pageSettingsStamp } from './page-settings';

const origins = 'at=https://www.sanitaerwelt.at,de=https://www.sanitaerwelt.de';

describe('pageSettingsStamp and changedSettings', () => {
  it('names exactly the settings whose values changed', () => {
    const before = pageSettingsStamp({ SHOP_ORIGINS: origins, CDN_CACHE_SECONDS: '600' }, '/srv/shop');
    const after = pageSettingsStamp(
      {
        SHOP_ORIGINS: 'at=http://at.localhost:3200',
        CDN_CACHE_SECONDS: '600',
        SENTRY_DSN: 'https://k@s.example/1',
      },
      '/srv/shop',
    );
    expect(changedSettings(before, after)).toEqual(['SHOP_ORIGINS', 'SENTRY_DSN']);
  });

  it('counts the PGlite folder by the path it names, and blank as unset', () => {
    const relative = pageSettingsStamp({ PGLITE_DATA_DIR: './data/pglite', SHOP_HOST_MAP: ' ' }, '/srv/shop');
    const absolute = pageSettingsStamp({ PGLITE_DATA_DIR: '/srv/shop/data/pglite' }, '/srv/shop');
    expect(changedSettings(relative, absolute)).toEqual([]);
    const elsewhere = pageSettingsStamp({ PGLITE_DATA_DIR: './data/pglite' }, '/srv/other-shop');
    expect(changedSettings(relative, elsewhere)).toEqual(['PGLITE_DATA_DIR']);
  });

  it('keeps no value in the stamp, only digests', () => {
    const stamp = pageSettingsStamp({ DATABASE_URL: 'postgres://shop:geheim@db/shop' }, '/srv/shop');
    expect(JSON.stringify(stamp)).not.toContain('geheim');
  });

  it('counts the database by where it is, not by who logs in to it', () => {
    const stamp = (url: string) => pageSettingsStamp({ DATABASE_URL: url }, '/srv/shop');
    const rotated = stamp('postgres://shop:neu@DB.internal/shop?sslmode=require');
    expect(changedSettings(stamp('postgres://shop:alt@db.internal:5432/shop'), rotated)).toEqual([]);
    expect(changedSettings(stamp('postgres://shop:alt@db.internal/staging'), rotated)).toEqual([
      'DATABASE_URL',
    ]);
  });
});
