import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Raised when another live process holds the embedded database folder. */
export class DatabaseFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${folder} is already open in process ${ownerPid}. ` +
        'PGlite allows one process per folder: stop that process, or set PGLITE_DATA_DIR to another folder.',
    );
    this.name = 'DatabaseFolderLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The file beside a data folder that names the process holding it. */
export const lockPathOf = (folder: string) => `${folder}.lock`;

/**
 * Takes an exclusive lock on a PGlite data folder: a second PGlite on the same folder would corrupt it, and
 * PGlite itself does not check. A lock left by a dead process is taken over. Returns the release function.
 */
export function lockDatabaseFolder(folder: string): () => void {
  const lockPath = lockPathOf(folder);
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        if (readOwner(lockPath) === process.pid) unlinkSync(lockPath);
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseFolderLockedError(folder, owner);
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock the embedded database folder ${folder}.`);
}
