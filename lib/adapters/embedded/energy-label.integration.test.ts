import { isClassOf, labelScales, type EnergyLabelRegulation } from '../../energy/label-scales';
import { databaseTargets } from '../../testing/databases';
import type { ShopBackend } from '../../shop/backend';
import type { ProductSummary } from '../../shop/types';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { categoryId } from './seed/catalogue';

/** The leaf categories of goods that carry a label, and the regulation each label follows. */
const labelledCategories: Record<string, EnergyLabelRegulation> = {
  'heat-pumps': '811/2013',
  'gas-condensing': '811/2013',
  'electric-boilers': '812/2013',
  'instantaneous-heaters': '812/2013',
  'single-split': '626/2011',
  'multi-split': '626/2011',
  'portable-ac': '626/2011',
};

describe.each(databaseTargets())('energy labels on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;
  const cardsOf = async (code: string) =>
    (await shop.listProducts({ language: 'de', categoryId: categoryId(code), limit: 100 })).items;

  beforeAll(async () => {
    handle = await open({ seed: 7, products: 250 });
    shop = await createEmbeddedBackend(handle);
  }, 120_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('gives every card of labelled goods a label with classes on its regulation’s scales', async () => {
    for (const [code, regulation] of Object.entries(labelledCategories)) {
      const cards = await cardsOf(code);
      if (['heat-pumps', 'gas-condensing', 'single-split'].includes(code))
        expect(cards.length).toBeGreaterThan(0);
      const { main, second } = labelScales[regulation];
      for (const { energyLabel } of cards) {
        expect(energyLabel).toMatchObject({
          regulation,
          labelUrl: expect.stringMatching(/^\/media\/energy\/label-[a-z0-9-]+\.svg$/),
          sheetUrl: expect.stringMatching(/^\/media\/energy\/sheet-[a-z0-9-]+\.pdf$/),
        });
        expect(isClassOf(main, energyLabel!.energyClass)).toBe(true);
        if (energyLabel!.secondClass !== null)
          expect(isClassOf(second!, energyLabel!.secondClass)).toBe(true);
        expect(String(energyLabel!.eprelNumber)).toMatch(/^\d{7}$/);
      }
    }
    // A combination boiler rates its hot water; a heat pump space heater has one class.
    expect((await cardsOf('gas-condensing')).every((card) => card.energyLabel!.secondClass !== null)).toBe(
      true,
    );
    expect((await cardsOf('heat-pumps')).every((card) => card.energyLabel!.secondClass === null)).toBe(true);
  });

  it('leaves goods without a label without one', async () => {
    const cards = await cardsOf('single-lever');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.energyLabel === null)).toBe(true);
  });

  it('reads the same label on the product page, matching the class its specifications give', async () => {
    const [card] = (await cardsOf('gas-condensing')) as [ProductSummary];
    const detail = (await shop.getProduct(card.id, 'ro'))!;
    expect(detail.energyLabel).toEqual(card.energyLabel);
    const specified = detail.features.find((feature) => feature.code === 'energy_class');
    expect(specified).toMatchObject({ value: card.energyLabel!.energyClass });
  });

  it('serves the drawn label and the information sheet as media', async () => {
    const { energyLabel } = (await cardsOf('single-split'))[0]!;
    const label = (await shop.getMediaFile(energyLabel!.labelUrl.replace('/media/', '')))!;
    expect(label.contentType).toBe('image/svg+xml');
    const svg = label.body.toString();
    expect(svg).toContain('<title id="title">EU energy label, Regulation (EU) 626/2011: cooling class');
    expect(svg).toContain(`>${energyLabel!.energyClass}</text>`);
    const sheet = (await shop.getMediaFile(energyLabel!.sheetUrl.replace('/media/', '')))!;
    expect(sheet.contentType).toBe('application/pdf');
    expect(sheet.body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
