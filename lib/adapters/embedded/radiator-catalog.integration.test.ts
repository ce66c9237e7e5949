import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../testing/databases';
import type { RadiatorCatalog, RadiatorQuery } from '../../shop/radiator-catalog';
import type { DatabaseHandle } from './database';
import { embeddedRadiatorCatalog } from './radiator-catalog';

/** 55/45/20 °C: ΔT_ln = 10 / ln(35/25) = 29.72 K, over the rated 49.83 K. */
const RATIO_55_45 = 10 / Math.log(35 / 25) / 49.83;
const query = (changes: Partial<RadiatorQuery>): RadiatorQuery => ({
  ratio: RATIO_55_45,
  loadW: 800,
  deliveryCountryId: 13,
  radiatorType: null,
  connection: null,
  maxWidthMm: null,
  maxHeightMm: null,
  limit: 50,
  order: 'closest',
  ...changes,
});
const converted = (match: { ratedOutputW: number; exponent: number }, ratio = RATIO_55_45) =>
  match.ratedOutputW * ratio ** match.exponent;

describe.each(databaseTargets())('radiator catalogue on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let radiators: RadiatorCatalog;

  beforeAll(async () => {
    handle = await open({ seed: 7, products: 300 });
    radiators = embeddedRadiatorCatalog(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('finds the radiators whose output at the system’s temperatures covers the load, closest first', async () => {
    const matches = await radiators.findRadiators(query({}));
    expect(matches.length).toBeGreaterThan(3);
    const outputs = matches.map((match) => converted(match));
    expect(outputs.every((output) => output >= 800)).toBe(true);
    expect(outputs).toEqual([...outputs].sort((a, b) => a - b));
    // Rated for far more than the load: at 55/45 a radiator gives about half its rated output.
    expect(Math.min(...matches.map((match) => match.ratedOutputW))).toBeGreaterThan(1_400);
  });

  it('finds the same closest radiators whether the first, narrow search holds enough of them or not', async () => {
    for (const loadW of [150, 600, 1_500, 2_500]) {
      const all = await radiators.findRadiators(query({ loadW, limit: 1_000 }));
      for (const limit of [1, 3, 10])
        expect(await radiators.findRadiators(query({ loadW, limit }))).toEqual(all.slice(0, limit));
    }
  });

  it('keeps to the type, connection and size asked for', async () => {
    const towels = await radiators.findRadiators(query({ loadW: 200, radiatorType: 'bathroom' }));
    expect(towels.length).toBeGreaterThan(0);
    expect(towels.every((match) => match.radiatorType === 'bathroom' && match.connection === 'centre')).toBe(
      true,
    );
    const side = await radiators.findRadiators(query({ connection: 'side' }));
    expect(side.length).toBeGreaterThan(0);
    expect(side.every((match) => match.connection === 'side' && match.radiatorType === 'panel')).toBe(true);
    const low = await radiators.findRadiators(query({ maxHeightMm: 600, maxWidthMm: 1000 }));
    expect(low.every((match) => match.heightMm <= 600 && match.widthMm <= 1000)).toBe(true);
    expect(await radiators.findRadiators(query({ maxHeightMm: 300 }))).toEqual([]);
  });

  it('offers only what is shown, in stock and deliverable to the shopper’s country', async () => {
    const [first] = await radiators.findRadiators(query({}));
    await handle.db.execute(
      sql`UPDATE product_sale_elements SET quantity = 0 WHERE id = ${first!.saleElementId}`,
    );
    let ids = (await radiators.findRadiators(query({}))).map((match) => match.saleElementId);
    expect(ids).not.toContain(first!.saleElementId);
    const [second] = await radiators.findRadiators(query({}));
    await handle.db.execute(
      sql`INSERT INTO product_undeliverable_country (product_id, country_id) VALUES (${second!.productId}, 146)`,
    );
    ids = (await radiators.findRadiators(query({ deliveryCountryId: 146 }))).map((match) => match.productId);
    expect(ids).not.toContain(second!.productId);
    expect((await radiators.findRadiators(query({}))).map((match) => match.productId)).toContain(
      second!.productId,
    );
    await handle.db.execute(sql`UPDATE product SET visible = FALSE WHERE id = ${second!.productId}`);
    ids = (await radiators.findRadiators(query({}))).map((match) => match.productId);
    expect(ids).not.toContain(second!.productId);
  });

  it('finds none for a load no radiator reaches, and names the types in stock', async () => {
    expect(await radiators.findRadiators(query({ loadW: 20_000 }))).toEqual([]);
    const [strongest] = await radiators.findRadiators(query({ loadW: 0, order: 'strongest', limit: 1 }));
    const all = await radiators.findRadiators(query({ loadW: 0, limit: 10_000 }));
    expect(converted(strongest!)).toBeCloseTo(Math.max(...all.map((match) => converted(match))), 6);
    expect(await radiators.listRadiatorTypes()).toEqual(['panel', 'bathroom']);
  });
});
