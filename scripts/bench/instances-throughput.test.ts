import { instancesSummary, scalingLimit, type SetupFigures } from './instances-throughput';

const cores = (instances: number, machine: number) => ({
  instances,
  nginx: 0.01,
  postgres: 0.17,
  redis: 0.03,
  loadGenerator: 0.05,
  others: 0.08,
  machine,
});

describe('what limits three instances', () => {
  it('names the cores when three instances keep them busy', () => {
    expect(scalingLimit(cores(1.17, 1.44), cores(1.64, 1.98), 2)).toBe(
      'One instance kept 1.17 cores busy (its JavaScript runs on one thread; all 2 cores 72 % busy), three ' +
        'instances 1.64 with the cores 99 % busy beside PostgreSQL 0.17, the load generator 0.05, nginx 0.01, ' +
        'Redis 0.03, other work 0.08: the cores are the limit, a third instance only shares them.',
    );
  });

  it('says so when the cores were not the limit', () => {
    expect(scalingLimit(cores(0.9, 1), cores(1.2, 1.5), 2)).toMatch(
      /75 % busy .*: the cores are not the limit\.$/,
    );
  });
});

describe('the summary of one and three instances', () => {
  const setup = (requestsPerSecond: number, p95: number): SetupFigures => {
    const route = { requests: 10, failed: 0, refused: 0, cut: 0, errors: 0, p50: p95 / 2, p95 };
    return {
      requestsPerSecond,
      routes: { browse: route, search: route, cart: route, checkout: route },
      checkouts: { placed: 1 },
      answeredBy: {},
      cores: cores(1, 1),
    };
  };

  it('gives the throughputs, their ratio and p95 per route of one and of three', () => {
    const summary = instancesSummary({
      seconds: 20,
      one: setup(12.35, 1558.6),
      three: setup(15, 2065.06),
      throughputRatioThreeOverOne: 1.21,
      limit: 'The cores are the limit.',
    });
    expect(summary).toBe(
      'One instance 12.35 requests/s, three 15: 1.21 times; p95 one/three browse 1559/2065 ms, search ' +
        '1559/2065 ms, cart 1559/2065 ms, checkout 1559/2065 ms.\nThe cores are the limit.',
    );
  });
});
