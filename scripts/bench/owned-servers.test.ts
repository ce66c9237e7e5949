import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * A stand-in for the bench: it starts a "server" (a process that would run forever) through ownedServer, says its
 * pid, and then either waits to be stopped or ends on its own.
 */
function benchStandIn(ending: 'waits' | 'exits') {
  const ownedServers = join(__dirname, 'owned-servers.ts');
  const script = `
    const { spawn } = require('node:child_process');
    const { ownedServer } = require(${JSON.stringify(ownedServers)});
    const server = ownedServer(spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }));
    process.stdout.write(server.pid + '\\n');
    ${ending === 'waits' ? 'setInterval(() => {}, 1000);' : 'setTimeout(() => process.exit(0), 200);'}
  `;
  const bench = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const serverPid = new Promise<number>((resolve) =>
    bench.stdout.once('data', (chunk: Buffer) => resolve(Number.parseInt(`${chunk}`, 10))),
  );
  const exited = new Promise<number | null>((resolve) => bench.once('exit', (code) => resolve(code)));
  return { bench, serverPid, exited };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function goneWithin(pid: number, milliseconds: number): Promise<boolean> {
  const deadline = Date.now() + milliseconds;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return !alive(pid);
}

describe('ownedServer', () => {
  jest.setTimeout(20_000);

  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)(
    'stops the servers when the bench gets %s, and the bench exits with %i',
    async (signal, code) => {
      const { bench, serverPid, exited } = benchStandIn('waits');
      const pid = await serverPid;
      expect(alive(pid)).toBe(true);
      bench.kill(signal);
      expect(await exited).toBe(code);
      expect(await goneWithin(pid, 5_000)).toBe(true);
    },
  );

  it('stops the servers when the bench exits on its own', async () => {
    const { serverPid, exited } = benchStandIn('exits');
    const pid = await serverPid;
    expect(await exited).toBe(0);
    expect(await goneWithin(pid, 5_000)).toBe(true);
  });
});
