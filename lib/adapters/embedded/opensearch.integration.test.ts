import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { startOpenSearchDouble, type Exchange, type OpenSearchDouble } from '../../testing/opensearch-double';
import { openDatabase, type DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { openSearchClient, openSearchEngine } from './opensearch/engine';
import { indexProducts, rebuildSearchIndices } from './opensearch/indexer';
import { contentQueryBody } from './opensearch/query';
import { selectRows } from './queries/raw';
import { runSeed } from './seed/run';

/**
 * The OpenSearch adapter through the real client against a local double (lib/testing/opensearch-double.ts) that
 * replays the exchanges in opensearch/fixtures/ and fails a test whose requests differ from them. With
 * OPENSEARCH_RECORD_URL set, the double passes every request on to that cluster instead and rewrites the fixture
 * files from what it answered: the same tests then run against the real engine (see the README).
 */
const RECORD_FROM = process.env.OPENSEARCH_RECORD_URL;
const FIXTURES = join(__dirname, 'opensearch', 'fixtures');
const PREFIX = 'test-';

let handle: DatabaseHandle;
let double: OpenSearchDouble;
let fixtureName = '';

async function useCluster(name: string): Promise<OpenSearchDouble> {
  const file = join(FIXTURES, `${name}.json`);
  if (!RECORD_FROM && !existsSync(file))
    throw new Error(`${file} is missing: record it with OPENSEARCH_RECORD_URL`);
  fixtureName = name;
  double = await startOpenSearchDouble(
    RECORD_FROM
      ? { recordFrom: RECORD_FROM }
      : { replay: JSON.parse(readFileSync(file, 'utf8')) as Exchange[] },
  );
  return double;
}

const settings = () => ({ url: double.url, indexPrefix: PREFIX });
const backendOnCluster = () =>
  createEmbeddedBackend(handle, { externalSearch: openSearchEngine(settings()) });
/** The hits of the recorded (or just recorded) search requests matching `test`, in the engine's order. */
const answeredIds = (test: (body: Record<string, unknown>) => boolean) =>
  double.exchanges
    .filter((exchange) => exchange.request.path.endsWith('/_search') && test(exchange.request.body as never))
    .flatMap((exchange) => (exchange.response.body as { hits: { hits: Array<{ _id: string }> } }).hits.hits)
    .map((hit) => Number(hit._id));

beforeAll(async () => {
  handle = await openDatabase({ pgliteDataDir: 'memory://' });
  await runSeed(handle, { seed: 42, products: 12, replace: false });
}, 120_000);

afterEach(async () => {
  if (!fixtureName) return;
  await double.close();
  if (RECORD_FROM)
    writeFileSync(join(FIXTURES, `${fixtureName}.json`), `${JSON.stringify(double.exchanges, null, 2)}\n`);
  else expect(double.mismatches).toEqual([]);
  fixtureName = '';
});

afterAll(() => handle?.close());

describe('the OpenSearch indexer', () => {
  it('fills fresh indices per language and kind, swaps the aliases, drops the old indices, updates products', async () => {
    await useCluster('indexing');
    const client = openSearchClient(settings());
    const progress: string[] = [];
    await rebuildSearchIndices(handle.db, client, PREFIX, ({ language, kind, done, total }) =>
      progress.push(`${kind}:${language}:${done}/${total}`),
    );
    await rebuildSearchIndices(handle.db, client, PREFIX);
    const [listed] = await selectRows<{ id: number }>(
      handle.db,
      sql`SELECT min(product_id) AS id FROM product_listing`,
    );
    await indexProducts(handle.db, client, PREFIX, [Number(listed!.id), 999_999]);
    await client.close();

    const listedCount = (await selectRows(handle.db, sql`SELECT 1 FROM product_listing`)).length;
    expect(progress).toContain(`products:de:${listedCount}/${listedCount}`);
    expect(progress.filter((entry) => entry.startsWith('contents:'))).toHaveLength(3);
    const requests = double.exchanges.map(({ request }) => `${request.method} ${request.path}`);
    // First run: no alias yet, so nothing to remove or delete; second run: the old index goes.
    expect(requests.filter((line) => line.startsWith('PUT /test-'))).toHaveLength(12);
    expect(requests.filter((line) => line.startsWith('DELETE /test-'))).toHaveLength(6);
    const products = double.exchanges.find(
      (exchange) => exchange.request.path === '/test-products-de-<stamp>',
    )!;
    expect(products.request.body).toMatchObject({
      mappings: { dynamic: 'strict', properties: { title: { analyzer: 'shop_text' } } },
    });
    const update = double.exchanges.at(-1)!.request.body as Array<Record<string, { _id: string }>>;
    expect(update.filter((line) => line.delete).map((line) => line.delete!._id)).toEqual(['999999']);
  });
});

describe('search through OpenSearch', () => {
  it('answers the overlay: its chunk in the engine order, counts per top category, content links', async () => {
    await useCluster('quick-search');
    const shop = await backendOnCluster();
    const first = await shop.quickSearch({ language: 'de', text: 'Thermostat', overview: true });
    const ranked = answeredIds((body) => body.from === 0 && body.post_filter === undefined);
    expect(first.items.map((item) => item.id)).toEqual(ranked);
    const answered = double.exchanges.find(
      (exchange) => exchange.request.path === '/test-products-de/_search',
    )!;
    expect(first.total).toBe(
      (answered.response.body as { hits: { total: { value: number } } }).hits.total.value,
    );
    const topLevel = await selectRows<{ id: number; title: string }>(
      handle.db,
      sql`SELECT c.id, i.title FROM category c JOIN category_i18n i ON i.id = c.id AND i.locale = 'de_DE'
          WHERE c.parent = 0 AND c.visible`,
    );
    for (const category of first.categories!) {
      expect(topLevel).toContainEqual({ id: category.id, title: category.title });
      expect(category.count).toBeGreaterThan(0);
    }
    expect(first.contents).not.toBeNull();

    const narrowTo = first.categories![0]!;
    const narrowed = await shop.quickSearch({
      language: 'de',
      text: 'Thermostat',
      categoryId: narrowTo.id,
      overview: true,
    });
    expect(narrowed.total).toBe(narrowTo.count);
    expect(narrowed.categories).toEqual(first.categories);

    const next = await shop.quickSearch({ language: 'de', text: 'Thermostat', offset: 6 });
    expect([next.categories, next.contents]).toEqual([null, null]);
    const searched = double.exchanges
      .map((exchange) => exchange.request.path)
      .filter((path) => path.endsWith('/_search'));
    expect(searched.filter((path) => path === '/test-products-de/_search')).toHaveLength(3);
    expect(searched.filter((path) => path === '/test-contents-de/_search')).toHaveLength(2);
  });

  it('ranks the search page, which filters, counts and pages what the engine found', async () => {
    await useCluster('search-page');
    const shop = await backendOnCluster();
    const page = await shop.listProducts({
      language: 'de',
      searchText: 'Waschtisch',
      sort: 'relevance',
      facets: true,
    });
    const ranked = answeredIds(() => true);
    expect(page.items.map((item) => item.id)).toEqual(ranked.slice(0, page.items.length));
    expect(page.total).toBe(ranked.length);
    // Facets count what the engine found: narrowing to one gives its count, all of them among the found.
    const category = page.facets!.categories[0]!;
    expect(category.count).toBeLessThanOrEqual(page.total);
    const narrowed = await shop.listProducts({
      language: 'de',
      searchText: 'Waschtisch',
      sort: 'relevance',
      filters: { categoryIds: [category.id] },
    });
    expect(narrowed.total).toBe(category.count);
    expect(narrowed.items.every((item) => ranked.includes(item.id))).toBe(true);
  });

  it('asks nothing for text without words', async () => {
    await useCluster('no-words');
    const shop = await backendOnCluster();
    expect(await shop.quickSearch({ language: 'de', text: '🚿 !!', overview: true })).toEqual({
      items: [],
      total: 0,
      categories: [],
      contents: [],
    });
    expect((await shop.listProducts({ language: 'ro', searchText: '¿¡', sort: 'relevance' })).total).toBe(0);
    expect(double.exchanges).toEqual([]);
  });
});

describe('a failing cluster', () => {
  it('fails the search, so the route can say so (docs/product.md §8), when the cluster is unreachable or answers nonsense', async () => {
    const unreachable = openSearchEngine({ url: 'http://127.0.0.1:9', indexPrefix: PREFIX });
    await expect(
      unreachable.quickSearch({ text: 'baterie', language: 'ro', offset: 0, limit: 6 }),
    ).rejects.toThrow();
    const nonsense = await startOpenSearchDouble({
      replay: [
        {
          request: {
            method: 'POST',
            path: '/test-contents-ro/_search',
            body: contentQueryBody('baterie', 'ro', 5),
          },
          response: { status: 200, body: { hits: 'none' } },
        },
      ],
    });
    try {
      const engine = openSearchEngine({ url: nonsense.url, indexPrefix: PREFIX });
      await expect(engine.searchContents('baterie', 'ro', 5)).rejects.toThrow();
      // The answer was served as recorded: the parse refused it, not a mismatch.
      expect(nonsense.mismatches).toEqual([]);
    } finally {
      await nonsense.close();
    }
  });
});

describe('a cluster not yet filled', () => {
  it('names the aliases a search would find nothing through, so the start can warn', async () => {
    await useCluster('readiness');
    // A prefix of its own: on a real cluster nothing else lives under it.
    const prefix = 'test-readiness-';
    const client = openSearchClient({ url: double.url, indexPrefix: prefix });
    const filled = `${prefix}products-de-filled`;
    // German products hold one, German contents none (a shop may have no pages); English products none.
    const empties = [`${prefix}contents-de-empty`, `${prefix}products-en-empty`];
    await client.indices.create({ index: filled, body: { aliases: { [`${prefix}products-de`]: {} } } });
    await client.index({ index: filled, id: '1', body: { title: 'Waschtisch' }, refresh: true });
    for (const index of empties)
      await client.indices.create({ index, body: { aliases: { [index.replace(/-empty$/, '')]: {} } } });
    try {
      expect(await openSearchEngine({ url: double.url, indexPrefix: prefix }).unfilledIndices()).toEqual([
        `${prefix}products-ro`,
        `${prefix}contents-ro`,
        `${prefix}products-en`,
        `${prefix}contents-en`,
      ]);
    } finally {
      await client.indices.delete({ index: [filled, ...empties] });
    }
  });
});
