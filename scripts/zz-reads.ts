import { execFileSync } from 'node:child_process';
import { postgresBenchDatabase, withoutPriceHistory } from './bench/postgres-bench';

const run = (url: string) =>
  execFileSync('node_modules/.bin/tsx', ['--conditions', 'react-server', 'scripts/bench/catalogue-reads.ts'], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  }).trim().split('\n').at(-1);

(async () => {
  const products = Number(process.argv[2] ?? '100000');
  const started = Date.now();
  const url = (await postgresBenchDatabase(products, true))!;
  console.log('seeded in', (Date.now() - started) / 1000, 's');
  const baseline = await withoutPriceHistory(url);
  console.log('without A', run(baseline));
  console.log('with    A', run(url));
  console.log('without B', run(baseline));
  console.log('with    B', run(url));
})();
