import { fork, type ChildProcess } from 'node:child_process';
import type { InstanceMessage, InstancePlan } from './background-instance';

export interface BackgroundInstance {
  process: ChildProcess;
  /** Resolves with the instance's next message. */
  next(): Promise<InstanceMessage>;
  /** Resolves with how the process ended: its exit code, or the signal that ended it. */
  ended: Promise<number | NodeJS.Signals>;
  /** What it wrote, for a failure's message. */
  output(): string;
}

/**
 * Starts lib/testing/background-instance.ts in a process of its own, under tsx as `npm run serve` runs the
 * server, resolving `server-only` as a server bundle does. `env` joins the suite's environment.
 */
export function startBackgroundInstance(plan: InstancePlan, env: Record<string, string>): BackgroundInstance {
  const child = fork('lib/testing/background-instance.ts', [JSON.stringify(plan)], {
    execArgv: ['--import', 'tsx', '--conditions', 'react-server'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code ?? -1)),
  );
  const messages: InstanceMessage[] = [];
  const waiting: Array<(message: InstanceMessage) => void> = [];
  child.on('message', (message: InstanceMessage) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  return {
    process: child,
    next: () =>
      new Promise((resolve, reject) => {
        const ready = messages.shift();
        if (ready) return resolve(ready);
        waiting.push(resolve);
        void ended.then((how) => reject(new Error(`the instance ended (${how}): ${output}`)));
      }),
    ended,
    output: () => output,
  };
}
