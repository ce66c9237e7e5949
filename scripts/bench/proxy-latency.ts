/**
 * Run as its own process on a seeded folder (PGLITE_DATA_DIR), before the server opens it: times proxy.ts
 * in-process for product URLs it has not seen (each answer read from the database) and again for the same URLs
 * (answers from its LRU). Prints one JSON line.
 */
import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { getCatalog } from '../../lib/storefront';
import { percentiles } from './percentiles';

const SAMPLE = Number(process.argv[2] ?? 500);

async function timeProxy(paths: string[]): Promise<number[]> {
  const timings: number[] = [];
  for (const path of paths) {
    const request = new NextRequest(new URL(path, 'http://at.localhost'), {
      headers: { host: 'at.localhost' },
    });
    const started = performance.now();
    const response = await proxy(request);
    timings.push(performance.now() - started);
    if (!response.headers.get('x-middleware-rewrite')) throw new Error(`${path} was not rewritten`);
  }
  return timings;
}

async function main(): Promise<void> {
  const catalog = await getCatalog();
  const total = await catalog.countSitemapEntries('product', 'de');
  const step = Math.max(1, Math.floor(total / SAMPLE));
  const entries = [];
  for (let offset = 0; entries.length < SAMPLE && offset < total; offset += step) {
    entries.push(...(await catalog.listSitemapEntries('product', 'de', { offset, limit: 1 })));
  }
  const paths = entries.map((entry) => `/${entry.url}`);
  const cold = percentiles(await timeProxy(paths));
  const warm = percentiles(await timeProxy(paths));
  console.log(JSON.stringify({ cold, warm }));
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
