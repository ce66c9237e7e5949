import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageSettingsStamp } from './page-settings';
import { forgetPagesOfOtherSettings } from './stale-pages';

const servedUnder = (origins: string) => pageSettingsStamp({ SHOP_ORIGINS: origins }, '/srv/shop');
const LIVE = servedUnder('at=https://www.sanitaerwelt.at');
const BENCH = servedUnder('at=http://at.localhost:3200');

let dist: string;
const cachedPage = join('server', 'route-cache', 'APP_PAGE', 'x', 'at-product-12.html');
const buildOutput = join('server', 'app', '_not-found.html');
const write = (path: string) => {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), 'page');
};

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  write(buildOutput);
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('forgetPagesOfOtherSettings', () => {
  it('keeps what was cached under the same settings', () => {
    forgetPagesOfOtherSettings(dist, LIVE);
    write(cachedPage);
    expect(forgetPagesOfOtherSettings(dist, LIVE)).toEqual({ kind: 'kept' });
    expect(existsSync(join(dist, cachedPage))).toBe(true);
  });

  it('drops pages, data cache and feeds made under other settings, and keeps the build', () => {
    forgetPagesOfOtherSettings(dist, LIVE);
    write(cachedPage);
    write(join('cache', 'fetch-cache', 'entry'));
    write(join('feeds', 'build', 'at.xml'));
    expect(forgetPagesOfOtherSettings(dist, BENCH)).toEqual({ kind: 'dropped', changed: ['SHOP_ORIGINS'] });
    expect(existsSync(join(dist, cachedPage))).toBe(false);
    expect(existsSync(join(dist, 'cache', 'fetch-cache'))).toBe(false);
    expect(existsSync(join(dist, 'feeds'))).toBe(false);
    expect(existsSync(join(dist, buildOutput))).toBe(true);
    expect(forgetPagesOfOtherSettings(dist, BENCH)).toEqual({ kind: 'kept' });
  });

  it('drops a cache that has no record of its settings, and starts a fresh build without dropping anything', () => {
    write(cachedPage);
    expect(forgetPagesOfOtherSettings(dist, LIVE)).toEqual({ kind: 'dropped', changed: null });
    expect(existsSync(join(dist, cachedPage))).toBe(false);
    rmSync(join(dist, 'cache'), { recursive: true });
    expect(forgetPagesOfOtherSettings(dist, LIVE)).toEqual({ kind: 'kept' });
  });

  it('leaves the pages of a server still serving from the folder alone, and marks itself as serving', () => {
    forgetPagesOfOtherSettings(dist, LIVE);
    write(cachedPage);
    // Another live process serves from the folder (this test's parent stands in for it); a dead one does not count.
    const startOfParent = readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]!;
    writeFileSync(join(dist, 'cache', 'servers', String(process.ppid)), startOfParent);
    write(join('cache', 'servers', '999999999'));
    expect(forgetPagesOfOtherSettings(dist, BENCH)).toEqual({
      kind: 'shared',
      changed: ['SHOP_ORIGINS'],
      servers: [process.ppid],
    });
    expect(existsSync(join(dist, cachedPage))).toBe(true);
    expect(readdirSync(join(dist, 'cache', 'servers')).sort()).toEqual(
      [String(process.pid), String(process.ppid)].sort(),
    );
  });

  it('does not take a later process given a killed server’s id for that server', () => {
    forgetPagesOfOtherSettings(dist, LIVE);
    write(cachedPage);
    writeFileSync(join(dist, 'cache', 'servers', String(process.ppid)), 'an earlier start');
    expect(forgetPagesOfOtherSettings(dist, BENCH)).toEqual({ kind: 'dropped', changed: ['SHOP_ORIGINS'] });
  });
});
