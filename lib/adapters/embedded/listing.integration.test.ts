import { sql } from 'drizzle-orm';
import { displayPrice } from '../../pricing/display-price';
import { pricingBasis } from '../../pricing/pricing-basis';
import { taxRulesOn } from '../../pricing/tax-rules-on';
import type { VatContext } from '../../pricing/vat';
import { databaseTargets } from '../../testing/databases';
import type { ShopBackend } from '../../shop/backend';
import type { ListingFiltersInput, ProductQueryInput, ProductSummary, TaxRule } from '../../shop/types';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { flushPendingIndexEntries } from './queries/gin-pending';
import { refreshProductListing } from './queries/listing-refresh';
import { selectRows } from './queries/raw';
import { refreshProductSearch } from './queries/search-refresh';

const eur = { code: 'EUR', symbol: '€', ratePerMillion: 1_000_000 };
const ron = { code: 'RON', symbol: 'lei', ratePerMillion: 4_977_000 };
const romania: VatContext = { deliveryCountryId: 146, mode: 'gross', zeroVatCategoryIds: [] };

describe.each(databaseTargets())('listings of the embedded backend on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;
  let taxRules: TaxRule[];
  let bathroomId: number;

  const list = (query: Omit<ProductQueryInput, 'language'>) =>
    shop.listProducts({ language: 'de', limit: 100, ...query });
  const shown = (product: ProductSummary, context: VatContext, currency = ron) => {
    const rule = taxRules.find((candidate) => candidate.id === product.taxRuleId)!;
    const { prices } = product.defaultSaleElement;
    const item = { rateByCountry: rule.rateByCountry, categoryIds: [product.defaultCategoryId ?? 0] };
    return displayPrice(prices.onPromo ? prices.promoPrice : prices.price, item, context, currency).amount;
  };

  beforeAll(async () => {
    handle = await open({ seed: 11, products: 300 });
    shop = await createEmbeddedBackend(handle);
    taxRules = taxRulesOn(await shop.listTaxRules('de'), '2026-11-26');
    bathroomId = (await shop.getCategoryTree('de'))[0]!.id;
  }, 120_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('counts each facet value as the number of products choosing it would show', async () => {
    const { facets, total } = await list({ categoryId: bathroomId, facets: true });
    expect(total).toBeGreaterThan(50);
    const checks: Array<[ListingFiltersInput, number]> = [
      ...facets!.brands
        .slice(0, 3)
        .map((v): [ListingFiltersInput, number] => [{ brandIds: [v.id] }, v.count]),
      ...facets!.colours
        .slice(0, 3)
        .map((v): [ListingFiltersInput, number] => [{ colourIds: [v.id] }, v.count]),
      ...facets!.sizes.slice(0, 2).map((v): [ListingFiltersInput, number] => [{ sizeIds: [v.id] }, v.count]),
      ...facets!.badges.map((v): [ListingFiltersInput, number] => [{ badgeIds: [v.id] }, v.count]),
      ...facets!.availability.map((v): [ListingFiltersInput, number] => [
        { availability: [v.value] },
        v.count,
      ]),
      ...facets!.categories.map((v): [ListingFiltersInput, number] => [{ categoryIds: [v.id] }, v.count]),
      ...facets!.features
        .slice(0, 2)
        .map((f): [ListingFiltersInput, number] => [
          { featureValueIds: [f.values[0]!.id] },
          f.values[0]!.count,
        ]),
    ];
    expect(checks.length).toBeGreaterThan(15);
    for (const [filters, count] of checks) {
      expect({ filters, total: (await list({ categoryId: bathroomId, filters })).total }).toEqual({
        filters,
        total: count,
      });
    }
  });

  it('tells the total on every page, also past the last one (where the listing sends the shopper back)', async () => {
    const first = await list({ categoryId: bathroomId, limit: 24 });
    const past = await list({ categoryId: bathroomId, limit: 24, offset: 1_000_000 });
    expect(first.total).toBeGreaterThan(24);
    expect(past).toMatchObject({ items: [], total: first.total });
    const last = await list({ categoryId: bathroomId, limit: 24, offset: first.total - 1 });
    expect(last.items).toHaveLength(1);
    expect(last.total).toBe(first.total);
  });

  it('widens within a group and narrows across groups', async () => {
    const all = await list({ categoryId: bathroomId, facets: true });
    const [first, second] = all.facets!.brands;
    const one = await list({ categoryId: bathroomId, filters: { brandIds: [first!.id] }, facets: true });
    // The chosen group's own counts ignore the choice, so the other brands still say what they would add.
    expect(one.facets!.brands.find((v) => v.id === second!.id)?.count).toBe(second!.count);
    expect(one.facets!.brands.find((v) => v.id === first!.id)?.selected).toBe(true);
    const both = await list({ categoryId: bathroomId, filters: { brandIds: [first!.id, second!.id] } });
    expect(both.total).toBe(first!.count + second!.count);
    const colour = one.facets!.colours[0]!;
    const narrowed = await list({
      categoryId: bathroomId,
      filters: { brandIds: [first!.id], colourIds: [colour.id] },
    });
    expect(narrowed.total).toBe(colour.count);
    expect(narrowed.total).toBeLessThanOrEqual(one.total);
  });

  it('sorts by the price the shopper sees, exactly as lib/pricing computes it', async () => {
    // Germany mixes 19 % and 0 % (photovoltaics, and an exempt category as an operator may configure one in
    // categories_0_vat); Romania converts to lei.
    const germany: VatContext = { deliveryCountryId: 5, mode: 'gross', zeroVatCategoryIds: [bathroomId] };
    for (const [context, currency] of [
      [germany, eur],
      [romania, ron],
    ] as const) {
      const pricing = pricingBasis(taxRules, context, currency);
      for (const sort of ['priceAsc', 'priceDesc'] as const) {
        const pages = await Promise.all([0, 100, 200].map((offset) => list({ pricing, sort, offset })));
        const prices = pages
          .flatMap((page) => page.items)
          .map((product) => shown(product, context, currency));
        const ordered = [...prices].sort((a, b) => (sort === 'priceAsc' ? a - b : b - a));
        expect(prices).toEqual(ordered);
      }
    }
    const exempt = await list({
      categoryId: germany.zeroVatCategoryIds[0],
      pricing: pricingBasis(taxRules, germany, eur),
    });
    expect(exempt.items.length).toBeGreaterThan(0);
  });

  it('filters by the shown price, and reports the range without that filter', async () => {
    const pricing = pricingBasis(taxRules, romania, ron);
    const all = (await Promise.all([0, 100, 200].map((offset) => list({ pricing, offset })))).flatMap(
      (page) => page.items,
    );
    const prices = all.map((product) => shown(product, romania)).sort((a, b) => a - b);
    const [low, high] = [prices[30]!, prices[120]!];
    const inRange = await list({ pricing, filters: { priceMin: low, priceMax: high }, facets: true });
    const expected = all.filter(
      (product) => shown(product, romania) >= low && shown(product, romania) <= high,
    );
    expect(inRange.total).toBe(expected.length);
    expect(inRange.total).toBeLessThan(all.length);
    expect(inRange.facets!.priceRange).toEqual({ min: prices[0], max: prices.at(-1) });
  });

  it('swaps a minimum above the maximum and drops values the shop does not know', async () => {
    const { facets } = await list({
      filters: { priceMin: 50_000, priceMax: 1_000, brandIds: [999_999, 1], colourIds: [424_242] },
      facets: true,
    });
    expect(facets!.applied).toMatchObject({
      priceMin: 1_000,
      priceMax: 50_000,
      brandIds: [1],
      colourIds: [],
    });
  });

  it('sorts by name in every language, umlauts and diacritics with their base letter', async () => {
    for (const language of ['de', 'ro'] as const) {
      const { items } = await shop.listProducts({ language, sort: 'nameAsc', limit: 100 });
      const titles = items.map((product) => product.title);
      expect(titles).toEqual([...titles].sort(new Intl.Collator('und').compare));
    }
  });

  it('lists a badge’s products, and nothing for a badge that does not exist', async () => {
    const offers = await list({ badgeCode: 'offer' });
    expect(offers.total).toBeGreaterThan(0);
    expect(offers.items.every((product) => product.badges.some((badge) => badge.code === 'offer'))).toBe(
      true,
    );
    expect((await list({ badgeCode: 'nope' })).total).toBe(0);
  });

  it('follows a product change after its listing rows are refreshed', async () => {
    const [product] = (await list({ sort: 'sales', limit: 1 })).items;
    await handle.db.execute(sql`UPDATE product SET visible = false WHERE id = ${product!.id}`);
    await refreshProductListing(handle.db, 1, [product!.id]);
    expect((await list({ productIds: [product!.id] })).total).toBe(0);
    await handle.db.execute(sql`UPDATE product SET visible = true WHERE id = ${product!.id}`);
    await refreshProductListing(handle.db, 1, [product!.id]);
    expect((await list({ productIds: [product!.id] })).total).toBe(1);
  });

  it('leaves no index entries pending after a refresh or a start, which searches would read on every query', async () => {
    const [product] = (await list({ limit: 1 })).items;
    await refreshProductSearch(handle.db, [product!.id]);
    expect(await flushPendingIndexEntries(handle.db)).toBeGreaterThan(0);
    await refreshProductListing(handle.db, 1, [product!.id]);
    expect(await flushPendingIndexEntries(handle.db)).toBe(0);
    await refreshProductListing(handle.db, 1);
    expect(await flushPendingIndexEntries(handle.db)).toBe(0);
    // A database written before refreshes flushed (or by another tool) is flushed when the shop opens it.
    await refreshProductSearch(handle.db, [product!.id]);
    await createEmbeddedBackend(handle);
    expect(await flushPendingIndexEntries(handle.db)).toBe(0);
  });

  it('flushes only the indexes its role owns: another role finds nothing to do, not an error undoing its refresh', async () => {
    const role = `shop_other_${process.pid}`;
    await handle.db.execute(sql.raw(`CREATE ROLE ${role} NOLOGIN`));
    try {
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL ROLE ${role}`));
        expect(await flushPendingIndexEntries(tx)).toBe(0);
      });
    } finally {
      await handle.db.execute(sql.raw(`DROP ROLE ${role}`));
    }
  });

  it('builds the listing of a catalogue seeded before the listing table existed', async () => {
    await handle.db.execute(sql`TRUNCATE product_listing, product_listing_i18n`);
    await createEmbeddedBackend(handle);
    const [row] = await selectRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM product_listing`,
    );
    const [visible] = await selectRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM product WHERE visible`,
    );
    expect(Number(row!.n)).toBe(Number(visible!.n));
  });
});
