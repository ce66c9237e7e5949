import { expect, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';

const PORT = Number(process.env.E2E_PORT ?? 3100);

interface SearchAnswer {
  ok: boolean;
  data?: {
    total: number;
    products: Array<{
      id: number;
      title: string;
      url: string;
      prices: { price: { currency: string } } | null;
    }>;
    categories: Array<{ id: number; title: string; count: number }> | null;
    contents: Array<{ title: string; url: string; folder: { title: string } | null }> | null;
  };
  error?: { code: string; fields?: string[] };
}

/** The overlay's request, by host (Node cannot resolve *.localhost, so the host goes in a header). */
async function search(request: APIRequestContext, host: string, params: Record<string, string>) {
  const response = await request.get(`http://127.0.0.1:${PORT}/api/search`, {
    params,
    headers: { host: `${host}:${PORT}` },
  });
  return { status: response.status(), body: (await response.json()) as SearchAnswer };
}

test('the overlay gets results in chunks of six with category counts that narrow them', async ({
  request,
}) => {
  const first = await search(request, 'at.localhost', { q: 'Thermostat' });
  expect(first.status).toBe(200);
  const data = first.body.data!;
  expect(data.products).toHaveLength(6);
  expect(data.total).toBeGreaterThan(6);
  expect(data.products[0]!.url).toMatch(/^\/[a-z0-9-]+\.html$/);

  const next = await search(request, 'at.localhost', { q: 'Thermostat', offset: '6' });
  expect(next.body.data!.categories).toBeNull();
  expect(next.body.data!.contents).toBeNull();
  const firstIds = new Set(data.products.map((product) => product.id));
  expect(next.body.data!.products.some((product) => firstIds.has(product.id))).toBe(false);

  const category = data.categories!.find((entry) => entry.count < data.total)!;
  const narrowed = await search(request, 'at.localhost', { q: 'Thermostat', category: String(category.id) });
  expect(narrowed.body.data!.total).toBe(category.count);
});

test('content pages come with the first chunk, up to five, with their folders', async ({ request }) => {
  const { body } = await search(request, 'at.localhost', { q: 'Lieferung' });
  const contents = body.data!.contents!;
  expect(contents.length).toBeGreaterThan(0);
  expect(contents.length).toBeLessThanOrEqual(5);
  expect(contents.find((link) => link.title === 'Häufige Fragen')).toMatchObject({
    url: '/haeufige-fragen.html',
    folder: { title: 'Service & Hilfe' },
  });
});

test('prices follow the store, titles the language', async ({ request }) => {
  const romanian = await search(request, 'ro.localhost', { q: 'pompa de caldura' });
  expect(romanian.body.data!.products[0]!.title).toContain('Pompă de căldură');
  const priced = (answer: SearchAnswer) =>
    answer.data!.products.find((product) => product.prices)!.prices!.price;
  expect(priced(romanian.body).currency).toBe('RON');
  const austrian = await search(request, 'at.localhost', { q: 'Thermostat' });
  expect(priced(austrian.body)).toMatchObject({ currency: 'EUR', vatRateBasisPoints: 2000 });
  const english = await search(request, 'ro.localhost', { q: 'heat pump', language: 'en' });
  expect(english.body.data!.products[0]!.title).toContain('heat pump');
  const wrongLanguage = await search(request, 'ro.localhost', { q: 'Wärmepumpe', language: 'de' });
  expect(wrongLanguage).toMatchObject({ status: 422, body: { ok: false, error: { fields: ['language'] } } });
});

test('under four characters the answer says so; the text is never more than a value', async ({ request }) => {
  expect(await search(request, 'at.localhost', { q: ' abc ' })).toMatchObject({
    status: 422,
    body: { ok: false, error: { code: 'search.tooShort', fields: ['q'] } },
  });
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.constantFrom("'; DROP TABLE product; --", 'a:* & !b | (c <-> d)', '\\" OR 1=1 --', '{"$gt": ""}'),
      ),
      async (q) => {
        const { status, body } = await search(request, 'de.localhost', { q });
        expect([200, 422]).toContain(status);
        expect(body.ok).toBe(status === 200);
      },
    ),
    { numRuns: 80 },
  );
});
