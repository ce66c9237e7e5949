import type { ChildProcess } from 'node:child_process';

const running = new Set<ChildProcess>();

function stopAll(): void {
  for (const server of running) server.kill('SIGTERM');
}

/**
 * Keeps a server the bench started from outliving the bench: an operator's Ctrl-C, a CI job's SIGTERM or a plain
 * exit stops it too. Before, a bench stopped halfway left its shop servers serving and both cores busy.
 */
export function ownedServer(server: ChildProcess): ChildProcess {
  if (!process.listeners('exit').includes(stopAll)) {
    process.on('exit', stopAll);
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ] as const)
      process.once(signal, () => {
        stopAll();
        process.exit(code);
      });
  }
  running.add(server);
  server.once('exit', () => running.delete(server));
  return server;
}
