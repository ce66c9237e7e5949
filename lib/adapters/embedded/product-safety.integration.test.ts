import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../testing/databases';
import type { ShopBackend } from '../../shop/backend';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { brandDefinitions } from './seed/brands';
import { safety } from './seed/safety-texts';

const brandId = (name: string) => brandDefinitions.findIndex((brand) => brand.name === name) + 1;
const paragraphs = Object.values(safety);

describe.each(databaseTargets())('product safety information on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;

  /** The first visible product matching a condition on the product table. */
  const productWhere = async (condition: ReturnType<typeof sql>) => {
    const { rows } = (await handle.db.execute(
      sql`SELECT id FROM product WHERE visible AND ${condition} ORDER BY id LIMIT 1`,
    )) as unknown as { rows: Array<{ id: number }> };
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('the seed has no such product');
    return id;
  };

  beforeAll(async () => {
    handle = await open({ seed: 7, products: 150 });
    shop = await createEmbeddedBackend(handle);
  }, 120_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('names the manufacturer in the EU, no responsible person, and the kind’s warnings in each language', async () => {
    const id = await productWhere(sql`brand_id = ${brandId('Aquavia')} AND kind = 'goods'`);
    const german = (await shop.getProduct(id, 'de'))!.safety;
    expect(german.manufacturer).toEqual({
      name: 'Aquavia Armaturen GmbH',
      address: ['Messingweg 12', '58706 Menden (Sauerland)', 'Deutschland'],
      contact: 'produktsicherheit@aquavia.example',
    });
    expect(german.euResponsible).toBeNull();
    expect(german.warnings.length).toBeGreaterThan(0);
    // The same paragraphs in the same order, each in the language asked.
    const shared = german.warnings.map((text) => paragraphs.find((paragraph) => paragraph.de === text)!);
    expect(shared).not.toContain(undefined);
    for (const language of ['ro', 'en'] as const) {
      const product = await shop.getProduct(id, language);
      expect(product!.safety.warnings).toEqual(shared.map((paragraph) => paragraph[language]));
    }
  });

  it('names the EU responsible person for a manufacturer outside the EU', async () => {
    const id = await productWhere(sql`brand_id = ${brandId('Kazeya')}`);
    const { safety: romanian } = (await shop.getProduct(id, 'ro'))!;
    expect(romanian.manufacturer).toMatchObject({
      name: 'Kazeya Corporation',
      address: expect.arrayContaining(['Japan']),
    });
    expect(romanian.euResponsible).toEqual({
      name: 'Kazeya Europe B.V.',
      address: ['Stationsplein 45', '3013 AK Rotterdam', 'Nederland'],
      contact: 'eu-representative@kazeya.example',
    });
    expect(romanian.warnings).toContainEqual(expect.stringMatching(/agent(ul)? frigorific/));
  });

  it('has no warnings for a service', async () => {
    const id = await productWhere(sql`kind = 'service'`);
    expect((await shop.getProduct(id, 'de'))!.safety.warnings).toEqual([]);
  });
});
