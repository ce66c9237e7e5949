import { readdirSync, readFileSync } from 'node:fs';

/** /proc counts CPU time in clock ticks of 1/100 s (USER_HZ) on every Linux the bench runs on. */
const TICKS_PER_SECOND = 100;

export interface ProcessTimes {
  pid: number;
  parent: number;
  command: string;
  /** CPU seconds, user and system, its children that ended included. */
  seconds: number;
}

/** One line of /proc/<pid>/stat. The command may hold spaces and parentheses, so fields count from the last ')'. */
export function processTimes(stat: string): ProcessTimes {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  // After the command: state, parent, … utime and stime are fields 14 and 15, cutime and cstime 16 and 17.
  const fields = stat.slice(close + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return {
    pid: Number(stat.slice(0, open)),
    parent: Number(fields[1]),
    command: stat.slice(open + 1, close),
    seconds: ticks / TICKS_PER_SECOND,
  };
}

/** The busy and the whole CPU seconds of all cores from /proc/stat's first line (idle and I/O wait are not busy). */
export function machineTimes(stat: string): { busy: number; total: number } {
  const ticks = stat.split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: (total - ticks[3]! - ticks[4]!) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/** Every process now; one that ends while it is read is left out. */
export function everyProcess(): ProcessTimes[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        return [processTimes(readFileSync(`/proc/${pid}/stat`, 'utf8'))];
      } catch {
        return [];
      }
    });
}

export const machineNow = () => machineTimes(readFileSync('/proc/stat', 'utf8'));

export interface CpuSnapshot {
  /** performance.now() when taken. */
  at: number;
  processes: ProcessTimes[];
  machine: { busy: number; total: number };
  /** This process's own CPU seconds: the load generator runs in it. */
  own: number;
}

export const cpuSnapshot = (): CpuSnapshot => {
  const { user, system } = process.cpuUsage();
  return {
    at: performance.now(),
    processes: everyProcess(),
    machine: machineNow(),
    own: (user + system) / 1e6,
  };
};

/** Cores kept busy between two snapshots, on average, by whom. */
export interface CoresBusy {
  instances: number;
  nginx: number;
  postgres: number;
  redis: number;
  loadGenerator: number;
  /** Everything else on the machine: other work sharing its cores. */
  others: number;
  machine: number;
}

/**
 * Who kept the cores busy between `before` and `after`: the instances and nginx by their processes and children,
 * PostgreSQL and Redis by command (a backend that ended counts in its postmaster's children's time).
 */
export function coresBusy(
  before: CpuSnapshot,
  after: CpuSnapshot,
  pids: { instances: number[]; nginx: number },
): CoresBusy {
  const seconds = (after.at - before.at) / 1000;
  const spent = (belongs: (process: ProcessTimes) => boolean) => {
    const sum = (snapshot: CpuSnapshot) =>
      snapshot.processes.filter(belongs).reduce((total, process) => total + process.seconds, 0);
    return Math.max(0, sum(after) - sum(before)) / seconds;
  };
  const of = (roots: number[]) => (process: ProcessTimes) =>
    roots.includes(process.pid) || roots.includes(process.parent);
  const busy = {
    instances: spent(of(pids.instances)),
    nginx: spent(of([pids.nginx])),
    postgres: spent((process) => process.command === 'postgres'),
    redis: spent((process) => process.command === 'redis-server'),
    loadGenerator: (after.own - before.own) / seconds,
  };
  const machine = (after.machine.busy - before.machine.busy) / seconds;
  const ours = Object.values(busy).reduce((total, value) => total + value, 0);
  const round = (value: number) => Math.round(value * 100) / 100;
  return Object.fromEntries(
    Object.entries({ ...busy, others: Math.max(0, machine - ours), machine }).map(([name, value]) => [
      name,
      round(value),
    ]),
  ) as unknown as CoresBusy;
}
