/**
 * npm run revalidate -- [--url http://localhost:3000 …] [--tag product:12 …]
 * Tells running servers that the catalogue changed (after `npm run seed` on PostgreSQL, or an import): pages
 * with the named tags, or all catalogue pages when none are named, render anew on their next request. Needs
 * REVALIDATE_TOKEN, the same value the servers run with. Instances sharing a cache through REDIS_URL need one
 * --url; name every instance otherwise. Exits 1 when an instance could not reach the shared cache.
 */
import { parseArgs } from 'node:util';
import { isCacheTag } from '../lib/catalog/cache-tags';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', multiple: true, default: [`http://127.0.0.1:${process.env.PORT ?? '3000'}`] },
      tag: { type: 'string', multiple: true, default: [] },
    },
  });
  const token = process.env.REVALIDATE_TOKEN;
  if (!token)
    throw new Error('Set REVALIDATE_TOKEN to the token the servers run with (at least 32 characters).');
  const unknown = values.tag.filter((tag) => !isCacheTag(tag));
  if (unknown.length > 0)
    throw new Error(`Not a cache tag: ${unknown.join(', ')} (catalogue, listings, product:12, …)`);
  let failed = false;
  for (const url of values.url) {
    const target = new URL('/api/revalidate', url);
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(values.tag.length > 0 ? { tags: values.tag } : {}),
      });
      const body = (await response.json().catch(() => null)) as {
        data?: { revalidated: string[]; reach: string };
      } | null;
      if (!response.ok) throw new Error(`answered ${response.status}`);
      console.log(`${url}: revalidated ${body?.data?.revalidated.join(', ')} (${body?.data?.reach})`);
      // Redis was down: the other instances keep their pages until it is back and the revalidation is replayed.
      if (body?.data?.reach === 'this instance only') failed = true;
    } catch (error) {
      failed = true;
      console.error(`${url}: ${(error as Error).message}`);
    }
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
