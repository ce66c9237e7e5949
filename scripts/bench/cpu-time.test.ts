import { coresBusy, machineTimes, processTimes } from './cpu-time';

describe('CPU time from /proc', () => {
  it('reads a process’s own and its ended children’s ticks, whatever its command is called', () => {
    const stat =
      '4242 (node (next) x) S 4200 4242 4200 0 -1 4194304 1200 0 0 0 350 50 20 5 20 0 11 0 9000 1 2 3';
    expect(processTimes(stat)).toEqual({ pid: 4242, parent: 4200, command: 'node (next) x', seconds: 4.25 });
  });

  it('counts a machine busy but for idle and I/O wait', () => {
    const stat = 'cpu  100 5 45 800 50 0 0 0 0 0\ncpu0 50 2 20 400 25 0 0 0 0 0\n';
    expect(machineTimes(stat)).toEqual({ busy: 1.5, total: 10 });
  });
});

describe('the cores kept busy between two snapshots', () => {
  const times = (pid: number, parent: number, command: string, seconds: number) => ({
    pid,
    parent,
    command,
    seconds,
  });
  it('tells the instances, nginx, PostgreSQL, Redis, the load generator and everything else apart', () => {
    const before = {
      at: 0,
      own: 10,
      machine: { busy: 100, total: 200 },
      processes: [
        times(50, 1, 'node', 5),
        times(60, 1, 'nginx', 1),
        times(61, 60, 'nginx', 1),
        times(70, 1, 'postgres', 3),
        times(71, 70, 'postgres', 2),
      ],
    };
    const after = {
      at: 10_000,
      own: 14,
      machine: { busy: 118, total: 220 },
      processes: [
        times(50, 1, 'node', 12),
        times(51, 50, 'node', 1),
        times(60, 1, 'nginx', 1),
        times(61, 60, 'nginx', 2),
        // Backend 71 ended: its time is the postmaster's now.
        times(70, 1, 'postgres', 6),
        times(72, 70, 'postgres', 1),
        times(80, 1, 'redis-server', 0.5),
      ],
    };
    expect(coresBusy(before, after, { instances: [50], nginx: 60 })).toEqual({
      instances: 0.8,
      nginx: 0.1,
      postgres: 0.2,
      redis: 0.05,
      loadGenerator: 0.4,
      others: 0.25,
      machine: 1.8,
    });
  });
});
