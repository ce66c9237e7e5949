import { open, rm, stat, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';

/** A claim is renewed this often while its generation runs… */
const RENEW_MS = 10_000;
/** …so one not renewed for this long was left by a process that died: another may take it. */
const ABANDONED_MS = 60_000;
const POLL_MS = 200;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function takeClaim(claimPath: string): Promise<boolean> {
  try {
    const file = await open(claimPath, 'wx');
    await file.writeFile(`${hostname()} ${process.pid}\n`);
    await file.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const claimed = await stat(claimPath).catch(() => null);
    if (claimed && Date.now() - claimed.mtimeMs > ABANDONED_MS) await rm(claimPath, { force: true });
    return false;
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Makes `path` once however many processes ask for it at the same time, on this machine or on others mounting the
 * same folder: the first takes a claim file beside it (created exclusively, as NFS and local disks both honour)
 * and runs `generate`; the others wait for the file. A claim whose process died is taken over after a minute.
 */
export async function generateOnce(path: string, generate: () => Promise<void>): Promise<void> {
  const claimPath = `${path}.claim`;
  while (!(await exists(path))) {
    if (!(await takeClaim(claimPath))) {
      await sleep(POLL_MS);
      continue;
    }
    const renewal = setInterval(() => {
      const now = new Date();
      void utimes(claimPath, now, now).catch(() => undefined);
    }, RENEW_MS).unref();
    try {
      // Another process may have finished between our look and our claim.
      if (!(await exists(path))) await generate();
    } finally {
      clearInterval(renewal);
      await rm(claimPath, { force: true });
    }
  }
}
