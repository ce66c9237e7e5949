import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changedSettings, type PageSettingsStamp } from './page-settings';

/**
 * What Next and the shop write into the build folder while serving: rendered pages (server/route-cache), the
 * data cache (cache/fetch-cache) and the product feeds. The build's own output stays.
 */
const SERVED_CACHES = ['server/route-cache', 'cache/fetch-cache', 'feeds'];
const STAMP_FILE = 'cache/page-settings.json';
/** One file per server serving from the folder, named by its process id, holding when that process started. */
const SERVERS_FOLDER = 'cache/servers';

export type StalePages =
  | { kind: 'kept' }
  /** `changed` names the settings that differ; null when the cache has no stamp (made before stamps were kept). */
  | { kind: 'dropped'; changed: string[] | null }
  /** Made under other settings, but servers still serve from the folder: left to them, nothing dropped. */
  | { kind: 'shared'; changed: string[] | null; servers: number[] };

function readStamp(distDir: string): PageSettingsStamp | null {
  try {
    return JSON.parse(readFileSync(join(distDir, STAMP_FILE), 'utf8')) as PageSettingsStamp;
  } catch {
    return null;
  }
}

/**
 * When a process started, from /proc (Linux): a marker names its server's start as well as its id, so a later
 * process given the same id (after the server was killed) is not taken for it. '' where /proc is missing.
 */
function startOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

function isAlive(pid: number, startedAt: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return startOf(pid) === startedAt;
}

/** The other live processes serving from the folder; the markers of dead ones go. */
function otherServers(distDir: string): number[] {
  const folder = join(distDir, SERVERS_FOLDER);
  if (!existsSync(folder)) return [];
  const live: number[] = [];
  for (const name of readdirSync(folder)) {
    const pid = Number(name);
    if (pid === process.pid) continue;
    const startedAt = readFileSync(join(folder, name), 'utf8');
    if (Number.isSafeInteger(pid) && pid > 0 && isAlive(pid, startedAt)) live.push(pid);
    else rmSync(join(folder, name), { force: true });
  }
  return live;
}

/** Marks this process as serving from the folder until it exits. */
function registerServer(distDir: string): void {
  const marker = join(distDir, SERVERS_FOLDER, String(process.pid));
  mkdirSync(join(distDir, SERVERS_FOLDER), { recursive: true });
  writeFileSync(marker, startOf(process.pid));
  process.once('exit', () => rmSync(marker, { force: true }));
}

/**
 * Runs before the server takes requests: drops what the build folder cached under other page-shaping settings,
 * so the first request after a restart with new origins already renders with them, then stamps the folder with
 * the current settings. Never under a server still serving from the folder: its pages are its own to keep, and
 * deleting files Next is writing would fail this start.
 */
export function forgetPagesOfOtherSettings(distDir: string, current: PageSettingsStamp): StalePages {
  const cachedUnder = readStamp(distDir);
  const changed = cachedUnder ? changedSettings(cachedUnder, current) : null;
  const anythingCached = SERVED_CACHES.some((folder) => existsSync(join(distDir, folder)));
  const servers = otherServers(distDir);
  registerServer(distDir);
  if (!(changed === null ? anythingCached : changed.length > 0)) {
    writeFileSync(join(distDir, STAMP_FILE), `${JSON.stringify(current)}\n`);
    return { kind: 'kept' };
  }
  if (servers.length > 0) return { kind: 'shared', changed, servers };
  for (const folder of SERVED_CACHES) rmSync(join(distDir, folder), { recursive: true, force: true });
  writeFileSync(join(distDir, STAMP_FILE), `${JSON.stringify(current)}\n`);
  return { kind: 'dropped', changed };
}
